// The card form's public surface: the form the billing screens (payment details, update payment
// method, payment, add new service) put a card in with.
export { CardForm, type CardFormProps } from './components/CardForm';
export type { PaymentMethodHandler } from './hooks/useCardSubmit';
