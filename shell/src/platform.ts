import {
  createApiClient,
  DEFAULT_SUPPORT_EMAIL,
  DEFAULT_UPLOAD_MAX_BYTES,
  createEventBus,
  endpoints,
  SESSION_EXPIRY_CHECK_MS,
  type EarlyReply,
  type PlatformProps,
  type PortalConfig,
  type PortalEvents,
} from '@qip/shared-contracts';
import { PortalSession } from './session/PortalSession';
import { clearPortalStorage } from './session/sessionStorage';

export interface ShellPlatform {
  platform: PlatformProps;
  session: PortalSession;
  /**
   * Reads the deployment's settings (the hub's address) into the platform: the ones the page
   * came with when given, fetched otherwise.
   */
  loadConfig: (known?: PortalConfig | null) => Promise<void>;
  /**
   * The API client's list of GETs asked for before the page asked (EarlyReply): the first
   * script's, a login's, the landing page's first reads; more are added to it as they are sent.
   */
  earlyReplies: EarlyReply[];
  /** Starts the check that signs out when the token has expired. */
  startExpiryCheck: () => () => void;
}

/**
 * The one bus, API client and session of the page. The shell hands these to every remote as
 * single-spa custom props.
 */
export function createShellPlatform({ earlyReplies = [] }: { earlyReplies?: EarlyReply[] } = {}): ShellPlatform {
  const bus = createEventBus<PortalEvents>();
  let session: PortalSession | null = null;
  // The list itself, not a copy: reads the first script sent go on adding their next steps to it.
  const api = createApiClient({
    earlyReplies,
    getAccessToken: () => session?.accessToken() ?? null,
    // Spec: any 401 clears what the portal stored and reloads.
    onUnauthorized: () => {
      clearPortalStorage();
      window.location.reload();
    },
  });
  // A change announced on the bus (the user's own, or a colleague's from the live stream) makes
  // the replies kept for reuse stale. Subscribed before any screen is, so it runs before they refetch.
  bus.on('data.changed').subscribe(() => api.forgetRecentReplies());
  bus.on('progress.changed').subscribe(() => api.forgetRecentReplies());
  session = new PortalSession({ api, bus });
  const portalSession = session;

  const platform: PlatformProps = {
    bus,
    api,
    state$: portalSession.state$,
    getState: portalSession.getState,
    hubUrl: '',
    // Until the configuration arrives; the API enforces its own limit either way.
    uploadMaxBytes: DEFAULT_UPLOAD_MAX_BYTES,
    supportEmail: DEFAULT_SUPPORT_EMAIL,
  };

  return {
    platform,
    session: portalSession,
    loadConfig: async (known) => {
      try {
        const config = known ?? (await api.call(endpoints.config.portal));
        platform.hubUrl = config.hubUrl;
        platform.uploadMaxBytes = config.uploadMaxBytes;
        platform.supportEmail = config.supportEmail;
      } catch (error) {
        console.error('The portal configuration could not be loaded', error);
      }
    },
    earlyReplies,
    startExpiryCheck: () => {
      const timer = setInterval(() => portalSession.checkExpiry(), SESSION_EXPIRY_CHECK_MS);
      return () => clearInterval(timer);
    },
  };
}
