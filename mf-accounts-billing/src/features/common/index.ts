// What the billing features share: the card their forms sit in, the subscribe and saved-cards
// calls, Idempotency-Keys, and going on once the shell has started the session or reloaded the
// account.
export { FormPanel, Lead } from './components/FormPanel';
export { usePublishThenGo, signedInWith, serviceSelected } from './hooks/usePublishThenGo';
export { useIdempotencyKeys } from './hooks/useIdempotencyKeys';
export { subscribe, listPaymentMethods, type SubscribeRequest } from './api/billingApi';
