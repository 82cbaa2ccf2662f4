import {
  endpoints,
  httpStatusOf,
  PORTAL_CLIENT_ID,
  selectService,
  viewerBasePath,
  type ApiClient,
  type PortalEventBus,
  type PortalState,
  type StoredSession,
} from '@qip/shared-contracts';
import { BehaviorSubject } from 'rxjs';
import { clearPortalStorage, readStoredSession, writeStoredSession } from './sessionStorage';
import { isTokenExpired } from './tokenExpiry';

export type LoginFailureReason = 'wrong-credentials' | 'refused' | 'unreachable';

export class LoginError extends Error {
  constructor(readonly reason: LoginFailureReason) {
    super(reason);
    this.name = 'LoginError';
  }
}

export interface Credentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface PortalSessionOptions {
  /** The API client; it reads the token through `accessToken()`. */
  api: ApiClient;
  bus: PortalEventBus;
  storage?: Storage;
  now?: () => number;
}

/**
 * The signed-in session of the portal: sign in and out, restore at start, the services and the
 * selected one. Its state stream is what every remote receives as `state$`.
 */
export class PortalSession {
  readonly state$ = new BehaviorSubject<PortalState>({ status: 'loading' });
  private token: string | null = null;
  private readonly storage: Storage;
  private readonly now: () => number;

  constructor(private readonly options: PortalSessionOptions) {
    this.storage = options.storage ?? window.localStorage;
    this.now = options.now ?? Date.now;
  }

  readonly getState = (): PortalState => this.state$.getValue();

  /** The bearer token of the current (or signing-in) session. */
  readonly accessToken = (): string | null => this.token;

  /** Picks up the stored session at start; signed out when there is none or it has expired. */
  async restore(): Promise<void> {
    const stored = readStoredSession(this.storage);
    if (!stored || isTokenExpired(stored.accessToken, this.now())) {
      clearPortalStorage(this.storage);
      this.state$.next({ status: 'anonymous' });
      return;
    }
    this.token = stored.accessToken;
    await this.load(stored);
  }

  async login({ email, password, rememberMe }: Credentials): Promise<void> {
    let accessToken: string;
    try {
      const answer = await this.options.api.call(endpoints.auth.token, {
        body: {
          grant_type: 'password',
          username: email,
          password,
          client_id: PORTAL_CLIENT_ID,
          remember_me: rememberMe ? 1 : 0,
        },
      });
      accessToken = answer.access_token;
    } catch (error) {
      const status = httpStatusOf(error);
      throw new LoginError(status === 401 || status === 400 ? 'wrong-credentials' : 'unreachable');
    }

    this.token = accessToken;
    try {
      const user = await this.options.api.call(endpoints.users.me);
      // The management hub's super administrators do not use the portal.
      if (user.userType === 'SUPER_ADMIN') throw new LoginError('refused');
      await this.load({
        accessToken,
        userId: user.id,
        centerId: readStoredSession(this.storage)?.centerId ?? null,
        stripeId: user.stripeId,
        viewer: false,
      });
    } catch (error) {
      this.token = null;
      throw error instanceof LoginError ? error : new LoginError('unreachable');
    }
  }

  /** Signs out: forgets the session, the services, the selection and any sign-up data. */
  logout(reason: 'logged-out' | 'expired' = 'logged-out'): void {
    this.token = null;
    clearPortalStorage(this.storage);
    this.state$.next({ status: 'anonymous', reason });
    this.options.bus.publish('session.changed', { userId: null });
  }

  /** Remembers the chosen service (the caller reloads the portal on /qip/nqa). */
  selectService(centerId: string): void {
    const state = this.getState();
    if (state.status !== 'authenticated') return;
    const session = { ...state.session, centerId };
    writeStoredSession(session, this.storage);
    const selectedService = state.services.find((service) => service.id === centerId) ?? state.selectedService;
    this.state$.next({ ...state, session, selectedService });
    this.options.bus.publish('service.selected', { centerId });
  }

  /** Signs out when the token's expiry has passed (checked every few seconds). */
  checkExpiry(): void {
    const state = this.getState();
    if (state.status === 'authenticated' && isTokenExpired(state.session.accessToken, this.now())) {
      this.logout('expired');
    }
  }

  /** Loads the user and their services, selects one, and stores the session. */
  private async load(stored: StoredSession): Promise<void> {
    const user = await this.options.api.call(endpoints.users.me);
    const { user_centers: services } = await this.options.api.call(endpoints.subscriptions.userCentersSubscription, {
      params: { id: user.id },
    });
    const selectedService = selectService(services, stored.centerId);
    const session: StoredSession = {
      ...stored,
      userId: user.id,
      stripeId: user.stripeId,
      centerId: selectedService?.id ?? null,
    };
    writeStoredSession(session, this.storage);
    this.state$.next({
      status: 'authenticated',
      session,
      user,
      services,
      selectedService,
      basePath: session.viewer ? viewerBasePath(user.id) : '',
    });
    this.options.bus.publish('session.changed', { userId: user.id });
  }
}
