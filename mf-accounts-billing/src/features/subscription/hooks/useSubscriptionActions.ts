import type { PriceId, SubscriptionProduct } from '@qip/shared-contracts';
import { usePlatform } from '@qip/shared-ui';
import { useCallback } from 'react';
import { cancelSubscription, changePlan, reactivateSubscription } from '../api/subscriptionApi';

/**
 * Plan change, cancel and reactivate for one account. Each changes what the shell shows of the
 * service (its plan, its end date), so on success the shell is told to reload the account.
 * Failures reach the caller, which shows the API's message.
 */
export function useSubscriptionActions(userId: string) {
  const { api, bus } = usePlatform();

  const changed = useCallback((centerId: string) => bus.publish('account.changed', { centerId }), [bus]);

  const change = useCallback(
    async (product: SubscriptionProduct, price: PriceId) => {
      const answer = await changePlan(api, { userId, centerId: product.center_id }, price);
      changed(product.center_id);
      return answer;
    },
    [api, userId, changed],
  );

  const cancel = useCallback(
    async (product: SubscriptionProduct) => {
      const answer = await cancelSubscription(api, { userId, centerId: product.center_id });
      changed(product.center_id);
      return answer;
    },
    [api, userId, changed],
  );

  const reactivate = useCallback(
    async (product: SubscriptionProduct) => {
      const answer = await reactivateSubscription(api, { userId, centerId: product.center_id });
      changed(product.center_id);
      return answer;
    },
    [api, userId, changed],
  );

  return { change, cancel, reactivate };
}
