import { z } from 'zod';
import type { Observable } from 'rxjs';
import type { PortalEventBus } from '../events/portalEvents';
import type { ApiClient } from '../http/apiClient';
import type { User } from '../api/users';
import type { UserCenter } from '../api/subscription';

/** What the browser keeps between visits (accounts-billing spec: 'Stored session'). */
export const StoredSessionSchema = z.object({
  accessToken: z.string().min(1),
  userId: z.string().min(1),
  /** The selected service. */
  centerId: z.string().nullable(),
  stripeId: z.string().nullable(),
  viewer: z.boolean(),
});
export type StoredSession = z.infer<typeof StoredSessionSchema>;

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
