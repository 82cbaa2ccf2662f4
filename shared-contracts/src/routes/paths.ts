// The portal's addresses (both specs, section 2). Apps link with these, never with literals.

export const PATHS = {
  root: '/',
  qip: '/qip',
  login: '/qip/auth',
  loggedOut: '/qip/auth/login',
  hubLaunchRedirect: '/hub-app-launch-redirect',
  viewServiceDashboard: '/view-service-dashboard',

  nqa: '/qip/nqa',
  nqaArea: (nqaId: number | string) => `/qip/nqa/${nqaId}`,
  nqaDashboard: '/qip/nqa-dashboard',
  mentorFeedback: '/qip/nqa/mentor-feedback',
  /** A mentor's queue of feedback requests and the review form (users of type MENTOR only). */
  mentor: '/qip/mentor',
  sat: '/qip/sat',
  serviceDetails: '/qip/nqa/service-details',
  serviceDetailsStep: (step: number) => `/qip/nqa/service-details/${step}`,
  legalNotice: '/qip/legal-notice',
  onboarding: '/qip/onboarding',
  onboardingStep: (step: number) => `/qip/onboarding/${step}`,
  /** The trial-finish flow for a signed-in administrator (the sign-up issue links here). */
  trialFinishType: '/qip/onboarding/finish-free-trial-signup',
  trialFinishName: '/qip/onboarding/finish-free-trial-signup/service-name',

  reports: '/qip/reports',
  tasks: '/qip/tasks',
  /** A service's readiness: what is still missing, area by area (beyond the spec). */
  readiness: '/qip/readiness',

  pricingPlans: '/qip/pricing-plans',
  payment: '/qip/payment',
  addNewService: '/qip/add-new-service',
  updatePaymentMethod: '/qip/update-payment-method',
  userManagement: '/qip/user-management',
  userManagementServices: '/qip/user-management/services',
  userList: '/qip/user-management/user-list',
  createUser: '/qip/user-management/create-user',
  /** Your own details; `?user={id}` an administrator's chosen user. */
  updateUser: '/qip/user-management/update-user',
  /** The account's billing: 1 payment details, 2 subscription details, 3 past payments. */
  billing: (choice: 1 | 2 | 3) => `/qip/user-management/billing/${choice}`,
  editSubscription: '/qip/user-management/subscription/edit-subscription',
  upgradeSubscription: '/qip/user-management/subscription/upgrade-subscription',
  downgradeSubscription: '/qip/user-management/subscription/downgrade-subscription',
  messages: '/qip/messages',
  help: '/qip/help',

  userResource: '/qip/user-resource',

  freeTrial: '/qip/auth/free-trial',
  signup: '/qip/auth/signup',
  authPayment: '/qip/auth/payment',
  authPricingPlans: '/qip/auth/pricing-plans',
  forgotPassword: '/qip/auth/forgot-password',
  /** The set-password page of a reset or invitation link (`?invite=1` for an invitation). */
  setPassword: (token: string) => `/qip/auth/forgot-password/${encodeURIComponent(token)}`,
  authLegalNotice: '/qip/auth/legal-notice',
  authOnboarding: '/qip/auth/onboarding',
  finishFreeTrialSignup: '/qip/auth/finish-free-trial-signup',
} as const;

/** The reports dashboard opened on its SAT Report tab (the dashboard banner, the SAT drawer). */
export const SAT_REPORT_PATH = `${PATHS.reports}?tab=sat`;

/**
 * The area page at one question (a task's 'Go to question'): its element chosen, its category's
 * tab open, every question shown, and the question scrolled to and highlighted.
 */
export function questionPath(question: {
  areaId: number;
  elementLabel: string;
  category: string;
  questionId: string;
}): string {
  const search = new URLSearchParams({
    element: question.elementLabel,
    category: question.category,
    filter: 'all',
    question: question.questionId,
  });
  return `${PATHS.nqaArea(question.areaId)}?${search.toString()}`;
}

/** A viewer session prefixes every address with `/viewer-{userId}`. */
const VIEWER_BASE = /^\/viewer-[^/]+/;

export function viewerBasePath(userId: string): string {
  return `/viewer-${encodeURIComponent(userId)}`;
}

/** The address without a viewer base path, as the route table matches it. */
export function stripBasePath(pathname: string): string {
  const stripped = pathname.replace(VIEWER_BASE, '');
  return stripped === '' ? '/' : stripped;
}

/** The page an address shows, as the route table names it: no viewer base path, no trailing slash. */
export function pagePathOf(pathname: string): string {
  return stripBasePath(pathname).replace(/\/+$/, '') || '/';
}

/** The viewer base path of an address, or '' when it has none. */
export function basePathOf(pathname: string): string {
  return VIEWER_BASE.exec(pathname)?.[0] ?? '';
}

/** True when `pathname` is `prefix` or below it (`/qip/nqa` matches `/qip/nqa/1`, not `/qip/nqa-x`). */
export function isAtOrBelow(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/**
 * The resource centre at a tab (`?tab=qip|shop|tutorials`), with an element chosen in the QIP/SAT
 * resources ('1.3.2'), or a shop product or tutorial open: the links of the SAT banner and the
 * strategy modal's video tutorials.
 */
export function userResourcePath(
  options: { tab?: 'qip' | 'shop' | 'tutorials'; element?: string; product?: string; tutorial?: string } = {},
): string {
  const search = new URLSearchParams();
  if (options.tab) search.set('tab', options.tab);
  if (options.element) search.set('element', options.element);
  if (options.product) search.set('product', options.product);
  if (options.tutorial) search.set('tutorial', options.tutorial);
  const query = search.toString();
  return query ? `${PATHS.userResource}?${query}` : PATHS.userResource;
}

/** The resource centre's webinar page (spec: a static placeholder under /updated-webinars/{id}). */
export const updatedWebinarsPath = (webinarsChoiceId: string) =>
  `${PATHS.userResource}/updated-webinars/${encodeURIComponent(webinarsChoiceId)}`;
