// What the billing features share: the card the sign-up, payment and add-service forms sit in.
export { FormPanel, Lead } from './components/FormPanel';
