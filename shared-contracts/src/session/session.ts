import type { Observable } from 'rxjs';
import type { PortalEventBus } from '../events/portalEvents';
import type { ApiClient } from '../http/apiClient';
import type { User } from '../api/users';
import type { UserCenter } from '../api/subscription';

/** What the browser keeps between visits (accounts-billing spec: 'Stored session'). */
export interface StoredSession {
  accessToken: string;
  userId: string;
  /** The selected service. */
  centerId: string | null;
  stripeId: string | null;
  viewer: boolean;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * The stored session in a value read back (JSON.parse of what was kept), or null when it is not
 * one. Checked by hand: the shell reads it before anything else, and loads no zod at start.
 */
export function parseStoredSession(value: unknown): StoredSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const { accessToken, userId, centerId, stripeId, viewer } = value as Record<string, unknown>;
  if (!isText(accessToken) || !isText(userId) || !isTextOrNull(centerId) || !isTextOrNull(stripeId)) return null;
  return typeof viewer === 'boolean' ? { accessToken, userId, centerId, stripeId, viewer } : null;
}

export { SESSION_STORAGE_KEY, welcomeSeenStorageKey } from './storageKeys';

/** The portal as the shell sees it, streamed to every remote. */
export type PortalState =
  | { status: 'loading' }
  | {
      status: 'anonymous';
      /** Why the user is signed out, when they were signed out during this visit. */
      reason?: 'logged-out' | 'expired';
    }
  | {
      status: 'authenticated';
      session: StoredSession;
      user: User;
      /** Ordered active, then notoverdue, then the rest. */
      services: readonly UserCenter[];
      selectedService: UserCenter | null;
      /** '' normally, `/viewer-{userId}` in a viewer session. */
      basePath: string;
      /**
       * Where a session a sign-up just started goes on to (its payment or legal notice) instead
       * of /qip, decided in the same render that sees the session, so no redirect undoes it.
       */
      continueTo?: string;
    };

export type AuthenticatedPortalState = Extract<PortalState, { status: 'authenticated' }>;

/**
 * The single-spa custom props the shell gives every remote. Remotes read the platform only
 * through these (never by importing the shell).
 */
export interface PlatformProps {
  bus: PortalEventBus;
  api: ApiClient;
  /** The current portal state, replayed to each new subscriber. */
  state$: Observable<PortalState>;
  /** The current value of `state$`, for code outside React. */
  getState: () => PortalState;
  /** Base URL of the management hub (Messages, Users, Subscriptions links). */
  hubUrl: string;
  /** The largest file an upload may carry (the API's UPLOAD_MAX_BYTES). */
  uploadMaxBytes: number;
  /** The operator's support address (the API's OPERATOR_EMAIL), which help and failure texts give. */
  supportEmail: string;
}
