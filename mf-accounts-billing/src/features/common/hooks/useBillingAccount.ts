import { useAuthenticatedState } from '@qip/shared-ui';

export interface BillingAccount {
  /** The signed-in user: billing calls name the account by its user. */
  userId: string;
  /** The payment provider's customer; null for a trial account that never paid. */
  stripeId: string | null;
  /** The selected service's remaining days (its diffTime), for the trial row. */
  daysLeft: number;
  selectedServiceId: string | null;
  selectedServiceName: string | null;
  /** The account's services whose payment failed (the update-payment-method page names them). */
  failedServiceNames: string[];
}

/** Who is billed, from the portal state; null while signed out. */
export function useBillingAccount(): BillingAccount | null {
  const state = useAuthenticatedState();
  if (!state) return null;
  return {
    userId: state.user.id,
    stripeId: state.user.stripeId ?? state.session.stripeId,
    daysLeft: state.selectedService?.diffTime ?? 0,
    selectedServiceId: state.selectedService?.id ?? null,
    selectedServiceName: state.selectedService?.name ?? null,
    failedServiceNames: state.services
      .filter(
        (service) => service.redirectPaymentFailed || service.status === 'notoverdue' || service.status === 'overdue',
      )
      .map((service) => service.name),
  };
}
