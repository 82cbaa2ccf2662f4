import { PATHS, isAtOrBelow, stripBasePath } from './paths';

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

export const REMOTES: readonly RemoteDefinition[] = [
  {
    name: 'mf-assessment',
    federationName: 'mf_assessment',
    title: 'Assessment',
    description: 'The seven quality areas: questions, answers, notes, goals and strengths.',
    routes: [PATHS.nqa, PATHS.nqaDashboard, PATHS.sat, PATHS.viewServiceDashboard],
    excludes: [PATHS.serviceDetails],
    exposedModule: './lifecycles',
    devPort: 3101,
  },
  {
    name: 'mf-reports-tasks',
    federationName: 'mf_reports_tasks',
    title: 'Reports and tasks',
    description: "The team's tasks and the documents a regulator reads.",
    routes: [PATHS.reports, PATHS.tasks],
    exposedModule: './lifecycles',
    devPort: 3102,
  },
  {
    name: 'mf-service-details',
    federationName: 'mf_service_details',
    title: 'Service details',
    description: "The service's details, step by step, and onboarding of a new service.",
    routes: [
      PATHS.serviceDetails,
      PATHS.legalNotice,
      PATHS.onboarding,
      PATHS.authLegalNotice,
      PATHS.authOnboarding,
      PATHS.finishFreeTrialSignup,
    ],
    exposedModule: './lifecycles',
    devPort: 3103,
  },
  {
    name: 'mf-accounts-billing',
    federationName: 'mf_accounts_billing',
    title: 'Accounts and billing',
    description: 'Plans, payment, users, services, messages and help.',
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
    exposedModule: './lifecycles',
    devPort: 3104,
  },
  {
    name: 'mf-resources',
    federationName: 'mf_resources',
    title: 'Resources',
    description: 'QIP and SAT resources, the shop, tutorials and webinars.',
    routes: [PATHS.userResource],
    exposedModule: './lifecycles',
    devPort: 3105,
  },
];

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
