import { PATHS, isAtOrBelow, qipChangeRefusal, type AuthenticatedPortalState } from '@qip/shared-contracts';

/** What the payment and trial guards do at an address. */
export type ServiceGuard =
  | { kind: 'none' }
  /** Go elsewhere: to update the payment method, or to the pricing plans. */
  | { kind: 'redirect'; to: string }
  /** A member cannot buy a plan: they are told their administrator's account has expired. */
  | { kind: 'administrator-expired' };

/**
 * Pages a blocked user can still open, because they are where the block is lifted (payment,
 * plans, adding a service, the account area) or where help is.
 */
export const GUARD_FREE_PATHS: readonly string[] = [
  PATHS.updatePaymentMethod,
  PATHS.pricingPlans,
  PATHS.payment,
  PATHS.addNewService,
  PATHS.userManagement,
  PATHS.help,
  // The inbox holds the portal's notices, a failed payment's among them.
  PATHS.messages,
];

/**
 * The guards of both specs (section 2): a selected service whose payment failed sends the user
 * to /qip/update-payment-method (with the menu disabled); otherwise remaining days of 0 or less
 * send them to /qip/pricing-plans. Members cannot buy plans, so instead of the pricing plans
 * they see that their administrator's account has expired (accounts-billing spec section 6).
 */
export function serviceGuard(path: string, state: AuthenticatedPortalState): ServiceGuard {
  const service = state.selectedService;
  if (!service || GUARD_FREE_PATHS.some((free) => isAtOrBelow(path, free))) return { kind: 'none' };
  // The rule the API refuses QIP changes by, so the pages shown and the writes allowed agree.
  const refusal = qipChangeRefusal(service);
  if (!refusal) return { kind: 'none' };
  // Members cannot buy a plan: they are told their administrator's account has expired.
  const canLiftIt = refusal.reason === 'payment-failed' || service.role === 'admin';
  return canLiftIt ? { kind: 'redirect', to: refusal.redirect } : { kind: 'administrator-expired' };
}

/** The menu is disabled while the selected service's payment has failed. */
export function isMenuDisabled(state: AuthenticatedPortalState | null): boolean {
  return Boolean(state?.selectedService?.redirectPaymentFailed);
}
