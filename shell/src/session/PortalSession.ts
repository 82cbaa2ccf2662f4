import {
  apiErrorBody,
  endpoints,
  httpStatusOf,
  PATHS,
  retryAfterSeconds,
  selectService,
  viewerBasePath,
  type ApiClient,
  type EncryptedLaunch,
  type PlainLaunch,
  type PortalEventBus,
  type PortalState,
  type StoredSession,
} from '@qip/shared-contracts';
import { BehaviorSubject } from 'rxjs';
import { LoginError, loginErrorOf, tokenRequestBody, type Credentials } from '../auth/signIn';
import { clearPortalStorage, readStoredSession, writeStoredSession } from './sessionStorage';
import { isTokenExpired } from './tokenExpiry';

export type LaunchFailureReason = 'not-valid' | 'expired' | 'unreachable';

/** A launch link that did not open a session, and why (the API's words when it gave some). */
export class LaunchError extends Error {
  constructor(
    readonly reason: LaunchFailureReason,
    readonly detail: string | null = null,
  ) {
    super(reason);
    this.name = 'LaunchError';
  }
}

/** What loading a session starts from: the user id and customer id come from the API. */
type SessionToLoad = Pick<StoredSession, 'accessToken' | 'centerId' | 'viewer'>;

/** Logs a failure of work started by a bus event (there is no caller to throw to). */
function reportFailure(what: string) {
  return (error: unknown) => console.error(`The portal could not ${what}`, error);
}

export interface PortalSessionOptions {
  /** The API client; it reads the token through `accessToken()`. */
  api: ApiClient;
  bus: PortalEventBus;
  storage?: Storage;
  /** Where the sign-up keeps the chosen plan for this tab (sessionStorage); cleared at logout too. */
  tabStorage?: Storage;
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
  private readonly tabStorage: Storage;
  private readonly now: () => number;

  constructor(private readonly options: PortalSessionOptions) {
    this.storage = options.storage ?? window.localStorage;
    this.tabStorage = options.tabStorage ?? window.sessionStorage;
    this.now = options.now ?? Date.now;
    // A sign-up answers a token: the remote hands it over and the session starts with it.
    options.bus.on('session.start').subscribe(({ accessToken, centerId, continueTo }) => {
      void this.start(accessToken, centerId, continueTo).catch(reportFailure('start the new session'));
    });
    // Billing changed a service's status: reload, so the switcher and the guards follow.
    options.bus.on('account.changed').subscribe(({ centerId }) => {
      void this.refresh(centerId).catch(reportFailure('reload the account'));
    });
    // A remote's own Log out button (the payment screen's).
    options.bus.on('session.end').subscribe(() => this.logout());
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

  async login(credentials: Credentials): Promise<void> {
    let accessToken: string;
    try {
      const answer = await this.options.api.call(endpoints.auth.token, { body: tokenRequestBody(credentials) });
      accessToken = answer.access_token;
    } catch (error) {
      throw loginErrorOf({
        status: httpStatusOf(error),
        message: apiErrorBody(error)?.message ?? null,
        retryAfterSeconds: retryAfterSeconds(error),
      });
    }
    await this.signInWithToken(accessToken);
  }

  /**
   * Starts the session of a token the token endpoint has just given (the login page of the
   * page's first script asks for it itself): loads the user and their services, and keeps the
   * service this browser had selected. A failure here is a failed sign-in.
   */
  async signInWithToken(accessToken: string): Promise<void> {
    this.token = accessToken;
    try {
      await this.load({
        accessToken,
        centerId: readStoredSession(this.storage)?.centerId ?? null,
        viewer: false,
      });
    } catch (error) {
      this.token = null;
      throw error instanceof LoginError ? error : new LoginError('unreachable');
    }
  }

  /**
   * Opens the session a hub launch link carries (the API checks the link and that it is used
   * once), stores it in place of any session there was, and answers the full address to go on
   * to: the link's target, under /viewer-{userId} for a viewer session. The caller loads it.
   */
  async launch(address: PlainLaunch | EncryptedLaunch): Promise<string> {
    const body =
      address.kind === 'plain'
        ? {
            userId: address.userId,
            accessToken: address.accessToken,
            counter: address.counter,
            ...(address.centerId ? { centerId: address.centerId } : {}),
            ...(address.stripeId ? { stripeId: address.stripeId } : {}),
          }
        : { tokenHash: address.tokenHash, auth: address.auth, authHash: address.authHash };
    let opened;
    // The link is the credential: whatever session this browser had must not go with it (a
    // viewer token would even have the call refused as a write).
    const previousToken = this.token;
    this.token = null;
    try {
      opened = await this.options.api.call(endpoints.launch.openSession, { body });
    } catch (error) {
      this.token = previousToken;
      const status = httpStatusOf(error);
      if (status === 410) throw new LaunchError('expired', apiErrorBody(error)?.message ?? null);
      throw new LaunchError(status === 400 || status === 403 ? 'not-valid' : 'unreachable');
    }
    this.token = null;
    clearPortalStorage(this.storage);
    writeStoredSession(
      {
        accessToken: opened.accessToken,
        userId: opened.userId,
        centerId: opened.centerId,
        stripeId: opened.stripeId,
        viewer: opened.viewer,
      },
      this.storage,
    );
    const target = opened.target ?? address.target ?? PATHS.root;
    return `${opened.viewer ? viewerBasePath(opened.userId) : ''}${target}`;
  }

  /** Starts the session of a token the API gave outside the login (a sign-up's), replacing any other. */
  async start(accessToken: string, centerId: string | null, continueTo?: string): Promise<void> {
    clearPortalStorage(this.storage);
    this.token = accessToken;
    await this.load({ accessToken, centerId, viewer: false }, continueTo);
  }

  /** Reloads the user and their services (a plan bought, a card added); selects `centerId` when given. */
  async refresh(centerId?: string): Promise<void> {
    const state = this.getState();
    if (state.status !== 'authenticated') return;
    await this.load({ ...state.session, centerId: centerId ?? state.session.centerId });
  }

  /** Signs out: forgets the session, the services, the selection and any sign-up data. */
  logout(reason: 'logged-out' | 'expired' = 'logged-out'): void {
    this.token = null;
    clearPortalStorage(this.storage);
    clearPortalStorage(this.tabStorage);
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
  private async load(stored: SessionToLoad, continueTo?: string): Promise<void> {
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
      ...(continueTo ? { continueTo } : {}),
    });
    this.options.bus.publish('session.changed', { userId: user.id });
  }
}
