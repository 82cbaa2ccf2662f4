import { type SubscriptionProduct } from '@qip/shared-contracts';
import { SubscriptionRouteStateSchema } from '@qip/shared-contracts/schemas';
import { useLocation } from 'react-router-dom';

/** The subscription a subscription page was opened for (route state); null when opened directly. */
export function useRouteProduct(): SubscriptionProduct | null {
  const parsed = SubscriptionRouteStateSchema.safeParse(useLocation().state);
  return parsed.success ? parsed.data.product : null;
}
