// Saved cards: the payment details tab of billing and the update-payment-method page.
export { PaymentDetails } from './components/PaymentDetails';
export { UpdatePaymentMethodPage } from './components/UpdatePaymentMethodPage';
