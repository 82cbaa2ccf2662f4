// The signed-in portal's start: the platform, the session, the remotes and single-spa. The page's
// first script (bootstrap.tsx) loads this module, at once for anyone who may be signed in, or
// from the login screen while the person fills it in.
import { createRoot, type Root } from 'react-dom/client';
import { start } from 'single-spa';
import { PATHS, type EarlyReply } from '@qip/shared-contracts';
import { ShellRoot } from '../app/ShellRoot';
import { StartupError } from '../app/StartupError';
import { readBootData } from '../boot/bootData';
import type { EarlyManifest } from '../boot/remoteFilesPreload';
import { createShellPlatform, type ShellPlatform } from '../platform';
import { createFederationLoader, fetchRemotesManifest, type RemoteLoader } from '../remotes/federationLoader';
import { recheckRemotesOnSmallScreenChange, registerRemoteApps } from '../remotes/registerRemoteApps';
import { preloadRemoteOf } from '../remotes/preloadRemote';
import { createOutletElement } from '../remotes/RemoteOutlet';
import { startLandingReads } from './landingReads';
import { readStoredSession } from '../session/sessionStorage';

interface Portal extends ShellPlatform {
  outlet: HTMLElement;
  /** The remotes manifest (written into the page, fetched otherwise) and the configuration loaded. */
  loader: Promise<RemoteLoader>;
}

/** What the page's first script already asked for: the session's reads and the address's remote. */
export interface EarlyRequests {
  replies?: EarlyReply[];
  manifest?: Promise<EarlyManifest | null>;
}

function createPortal({ replies = [], manifest = Promise.resolve(null) }: EarlyRequests = {}): Portal {
  const shell = createShellPlatform({ earlyReplies: replies });
  // The page usually carries the manifest and configuration (bootData.ts); fetched otherwise.
  const boot = readBootData();
  const loader = Promise.all([boot?.remotes ?? fetchRemotesManifest(), manifest, shell.loadConfig(boot?.config)]).then(
    ([remotes, early]) => createFederationLoader(remotes, early ? [early] : []),
  );
  return { ...shell, outlet: createOutletElement(), loader };
}

function render(root: Root, portal: Portal) {
  root.render(<ShellRoot platform={portal.platform} session={portal.session} outlet={portal.outlet} />);
}

/** Mounts the remotes on the address and keeps the session's expiry checked. */
function runRemotes(portal: Portal, loader: RemoteLoader) {
  registerRemoteApps({ loader, outlet: portal.outlet, props: portal.platform, getState: portal.session.getState });
  start({ urlRerouteOnly: true });
  recheckRemotesOnSmallScreenChange();
  portal.startExpiryCheck();
}

/**
 * A page opened anywhere: restores the stored session (if any) and shows the address. The first
 * script may already have asked for the session's user and services and the address's remote.
 */
export async function startPortal(container: HTMLElement, early: EarlyRequests = {}): Promise<void> {
  const root = createRoot(container);
  const portal = createPortal(early);
  render(root, portal);
  const loader = await portal.loader;
  preloadRemoteOf(window.location.pathname, {
    loader,
    hasStoredSession: readStoredSession() !== null,
    width: window.innerWidth,
  });
  try {
    await portal.session.restore();
  } catch (error) {
    console.error('The session could not be restored', error);
    root.render(<StartupError onRetry={() => window.location.reload()} />);
    return;
  }
  // Usually sent already by the first script, for the stored service (then not again).
  startLandingReads(window.location, portal.session.getState(), portal.earlyReplies);
  runRemotes(portal, loader);
}

/** The portal the login screen prepared while the form was filled in, if any. */
let prepared: Portal | null = null;

/**
 * While the login form is filled in: builds the portal (without a session) and loads and runs the
 * dashboard's remote, so that once the token comes only the user's data is waited for.
 */
export function prepareSignedInPortal(early: EarlyRequests = {}): Portal {
  if (prepared) return prepared;
  const portal = createPortal(early);
  prepared = portal;
  portal.loader
    .then((loader) => preloadRemoteOf(PATHS.nqa, { loader, hasStoredSession: true, width: window.innerWidth }))
    // Without the manifest the mount fails and says so; a second report is noise.
    .catch(() => undefined);
  return portal;
}

/**
 * The login screen of the first script has a token: loads the user and their services (a failure
 * is the login's to show, as a LoginError), then shows the portal in the login screen's place,
 * which goes on to the dashboard. The portal is the one prepared while the form was filled in,
 * else made now; the login screen may already have asked for the user's data.
 */
export async function startSignedInPortal(root: Root, accessToken: string, early: EarlyRequests = {}): Promise<void> {
  const portal = prepareSignedInPortal({ manifest: early.manifest });
  portal.earlyReplies.push(...(early.replies ?? []));
  await portal.session.signInWithToken(accessToken);
  // Signed in: a later login on this page (after signing out) starts afresh.
  prepared = null;
  // The dashboard's cards are asked for now, while the portal renders and mounts the dashboard.
  startLandingReads(window.location, portal.session.getState(), portal.earlyReplies);
  render(root, portal);
  runRemotes(portal, await portal.loader);
}
