import type { EventBus } from './eventBus';

export type ToastKind = 'success' | 'info' | 'error';

/** The data one area changes that another area may show (so it refetches). */
export const DATA_ENTITIES = [
  'questions',
  'tasks',
  'reports',
  'evidence',
  'laws',
  'sat',
  'service-details',
  'services',
] as const;
export type DataEntity = (typeof DATA_ENTITIES)[number];

/** Every event that crosses between the shell and the remotes, with its payload. */
export interface PortalEvents {
  /** Someone signed in or out; the shell publishes it after the session changed. */
  'session.changed': { userId: string | null };
  /** The selected service changed (the shell reloads the portal on /qip/nqa afterwards). */
  'service.selected': { centerId: string };
  /** Answers changed: the shell refetches the centre's total for the 'QIP Finished' bar. */
  'progress.changed': { centerId: string };
  /** Go to a portal address that another app owns. */
  navigate: { to: string; replace?: boolean };
  /** Show a short notice in the shell's toast area. */
  toast: { kind: ToastKind; message: string; durationMs?: number };
  /**
   * Data changed in one area; another area showing it refetches. `by`: a colleague made the change
   * (the shell's live connection publishes it); a screen keeps what its user is typing.
   */
  'data.changed': { entity: DataEntity; centerId: string; by?: { id: string; name: string } };
  /** Open the shell's 'Add a new service' request form (any area may offer it). */
  'service-request.open': Record<string, never>;
  /**
   * A sign-up signed the visitor in (POST /api/register answers a token): the shell starts the
   * session with it, as a login would, then publishes 'session.changed'. `centerId` is the
   * service to select (the new one); `continueTo` is where the shell then takes the user.
   */
  'session.start': { accessToken: string; centerId: string | null; continueTo: string };
  /**
   * The account changed in a way the shell's state shows (a plan bought, a card added that paid a
   * failed invoice, a service added): the shell reloads the user and their services, so the
   * switcher, the guards and `state$` follow at once. `centerId` selects that service after.
   */
  'account.changed': { centerId?: string };
  /**
   * Log out, as the header's Logout does after its confirmation (the payment screen's Log out,
   * which the spec has the user press so the portal loads the new plan at the next login).
   */
  'session.end': Record<string, never>;
  /** A message was read, deleted or sent: the shell refetches the header's unread count. */
  'messages.changed': Record<string, never>;
}

export type PortalEventBus = EventBus<PortalEvents>;
