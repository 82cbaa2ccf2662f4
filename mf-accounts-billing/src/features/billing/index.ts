// The account's billing page: payment details, subscription details and past payments.
export { BillingPage } from './components/BillingPage';
