// The payment screen's public surface: the screen, the signed-out address's redirect, and the
// first-sign-up flag the paid sign-up sets.
export { PaymentPage } from './components/PaymentPage';
export { AuthPaymentRedirect } from './components/AuthPaymentRedirect';
export { markFromSignup } from './hooks/fromSignup';
