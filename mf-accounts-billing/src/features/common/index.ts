// What the billing features share: the account billed, its billing data, the card their forms
// sit in, the subscribe call, Idempotency-Keys, going on once the shell has started the session
// or reloaded the account, and the pieces every billing page shows alike.
export { FormPanel, Lead } from './components/FormPanel';
export { usePublishThenGo, signedInWith, serviceSelected } from './hooks/usePublishThenGo';
export { useIdempotencyKeys } from './hooks/useIdempotencyKeys';
export { subscribe, loadProducts, type SubscribeRequest } from './api/billingApi';
export { AccountOnly } from './components/AccountOnly';
export { BillingButton } from './components/ComingSoon';
export { Notice } from './components/Notice';
export { useBillingAccount, type BillingAccount } from './hooks/useBillingAccount';
export { useInvoices, usePaymentMethods, useProducts } from './hooks/useBillingData';
export { useComingSoon } from './hooks/useComingSoon';
