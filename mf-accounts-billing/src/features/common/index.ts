// What the billing features share: the account billed, its billing data, and the pieces every
// billing page shows alike.
export { loadProducts } from './api/billingApi';
export { AccountOnly } from './components/AccountOnly';
export { BillingButton } from './components/ComingSoon';
export { Notice } from './components/Notice';
export { useBillingAccount, type BillingAccount } from './hooks/useBillingAccount';
export { useInvoices, usePaymentMethods, useProducts, useSupportEmail } from './hooks/useBillingData';
export { useComingSoon } from './hooks/useComingSoon';
