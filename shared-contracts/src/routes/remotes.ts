import { PATHS, isAtOrBelow, stripBasePath } from './paths';
import remoteTable from './remoteTable.json';

/** The remotes of the portal, as DESIGN.md divides the routes between them. */
export type RemoteName =
  'mf-assessment' | 'mf-reports-tasks' | 'mf-service-details' | 'mf-accounts-billing' | 'mf-resources';

export interface RemoteDefinition {
  name: RemoteName;
  /** The Module Federation container name (a JS identifier). */
  federationName: string;
  title: string;
  /** What the area is for, in a user's words. */
  description: string;
  /** The addresses the remote owns; a remote is active on each of them and below. */
  routes: readonly string[];
  /** Addresses inside `routes` that belong to another remote. */
  excludes?: readonly string[];
  /** The module every remote exposes with its single-spa lifecycles. */
  exposedModule: './lifecycles';
  devPort: number;
}

/** The routes each remote owns; its name, container name, title and dev port are in remoteTable.json. */
const REMOTE_ROUTES: Record<RemoteName, Pick<RemoteDefinition, 'routes' | 'excludes'>> = {
  'mf-assessment': {
    routes: [PATHS.nqa, PATHS.nqaDashboard, PATHS.sat, PATHS.viewServiceDashboard, PATHS.mentor],
    excludes: [PATHS.serviceDetails],
  },
  'mf-reports-tasks': { routes: [PATHS.reports, PATHS.tasks, PATHS.readiness] },
  'mf-service-details': {
    routes: [
      PATHS.serviceDetails,
      PATHS.legalNotice,
      PATHS.onboarding,
      PATHS.authLegalNotice,
      PATHS.authOnboarding,
      PATHS.finishFreeTrialSignup,
    ],
  },
  'mf-accounts-billing': {
    routes: [
      PATHS.pricingPlans,
      PATHS.payment,
      PATHS.addNewService,
      PATHS.updatePaymentMethod,
      PATHS.userManagement,
      PATHS.messages,
      PATHS.help,
      PATHS.authPricingPlans,
      PATHS.freeTrial,
      PATHS.signup,
      PATHS.authPayment,
      PATHS.forgotPassword,
    ],
  },
  'mf-resources': { routes: [PATHS.userResource] },
};

/**
 * The remotes of the portal, as DESIGN.md divides the routes between them. The one table
 * (remoteTable.json) also feeds each remote's webpack config and the jest projects.
 */
export const REMOTES: readonly RemoteDefinition[] = remoteTable.remotes.map((entry) => {
  const name = entry.name as RemoteName;
  return { ...entry, name, ...REMOTE_ROUTES[name], exposedModule: './lifecycles' as const };
});

/** The host's entry of the table (its container name and dev port). */
export const HOST_APP = remoteTable.host;

/** Whether the remote owns the address (a viewer base path is ignored). */
export function isRemoteActive(remote: RemoteDefinition, pathname: string): boolean {
  const path = stripBasePath(pathname);
  if (remote.excludes?.some((excluded) => isAtOrBelow(path, excluded))) return false;
  return remote.routes.some((route) => isAtOrBelow(path, route));
}

/** The remote that owns the address, if any. */
export function remoteForPath(pathname: string): RemoteDefinition | undefined {
  return REMOTES.find((remote) => isRemoteActive(remote, pathname));
}

export function remoteByName(name: RemoteName): RemoteDefinition {
  const remote = REMOTES.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`Unknown remote ${name}`);
  return remote;
}

/** `/remotes.json`: each remote's federation name to the URL of its `mf-manifest.json`. */
export type RemotesManifest = Record<string, string>;
