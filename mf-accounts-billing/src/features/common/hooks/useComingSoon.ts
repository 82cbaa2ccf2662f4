import type { BillingAccount } from './useBillingAccount';
import { usePaymentMethods } from './useBillingData';

/**
 * Spec section 6: billing buttons are disabled with a 'Coming soon' tag when the account has a
 * customer (stripeId) but no payment methods. False until the cards are known.
 */
export function useComingSoon(account: BillingAccount): boolean {
  const methods = usePaymentMethods(account.userId);
  return Boolean(account.stripeId) && methods.status === 'ready' && methods.data.length === 0;
}
