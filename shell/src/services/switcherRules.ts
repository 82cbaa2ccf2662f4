import { HUB_PATHS, type HubPath, type UserCenter } from '@qip/shared-contracts';

/** The switcher shows only when there is more than one service or the only one has a subscription. */
export function showsServiceSwitcher(services: readonly UserCenter[]): boolean {
  return services.length > 1 || services.some((service) => service.hasSub);
}

/** What a service's row offers in the change-service modal (both specs' wording). */
export type ServiceRowAction =
  /** Selects the service and reloads the portal on /qip/nqa. */
  | { kind: 'select'; label: string | null }
  /** Sends the user to the hub after they confirm. */
  | { kind: 'hub'; label: string; path: HubPath; confirmation: string };

export interface ServiceRowPresentation {
  /** Beside the name: '(Payment failed)', 'Cancelled', 'Trial Ended'. */
  note: string | null;
  action: ServiceRowAction;
}

export const HUB_CONFIRMATIONS = {
  subscribing: 'You will be redirected to Holistic HUB to finish Subscribing',
  resubscribing: 'You will be redirected to Holistic HUB to finish Resubscribing',
  newService: 'You will redirected to Holistic HUB to add a new service',
} as const;

export function serviceRow(service: UserCenter): ServiceRowPresentation {
  switch (service.status) {
    case 'active':
      return { note: null, action: { kind: 'select', label: null } };
    case 'notoverdue':
      return { note: '(Payment failed)', action: { kind: 'select', label: 'Payment Failed' } };
    case 'overdue':
      return {
        note: '(Payment failed)',
        action: {
          kind: 'hub',
          label: 'Payment Overdue',
          path: HUB_PATHS.paymentFailed,
          confirmation: HUB_CONFIRMATIONS.subscribing,
        },
      };
    case 'resubscribe':
      return {
        note: 'Cancelled',
        action: {
          kind: 'hub',
          label: 'Resubscribe',
          path: HUB_PATHS.resubscribe,
          confirmation: HUB_CONFIRMATIONS.resubscribing,
        },
      };
    case 'subscribe':
      return {
        note: 'Trial Ended',
        action: {
          kind: 'hub',
          label: 'Subscribe',
          path: HUB_PATHS.resubscribe,
          confirmation: HUB_CONFIRMATIONS.subscribing,
        },
      };
  }
}

/** A short line under an active service's name: its trial or its next payment. */
export function activeServiceDetail(service: UserCenter): string | null {
  if (service.status !== 'active') return null;
  if (!service.hasSub) {
    const days = service.diffTime;
    return `Free trial · ${days} ${days === 1 ? 'day' : 'days'} left`;
  }
  return service.subscriptionEndDate
    ? `Subscribed · renews ${service.subscriptionEndDate.replace(/-/g, '/')}`
    : 'Subscribed';
}
