import type { EventBus } from './eventBus';

export type ToastKind = 'success' | 'info' | 'error';

/** The data one area changes that another area may show (so it refetches). */
export type DataEntity =
  'questions' | 'tasks' | 'reports' | 'evidence' | 'laws' | 'sat' | 'service-details' | 'services';

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
  /** Data changed in one area; another area showing it refetches. */
  'data.changed': { entity: DataEntity; centerId: string };
  /** Open the shell's 'Add a new service' request form (any area may offer it). */
  'service-request.open': Record<string, never>;
}

export type PortalEventBus = EventBus<PortalEvents>;
