import { endpoints, PATHS, remoteByName } from '@qip/shared-contracts';
import { renderWithPlatform, stubEndpoint } from '@qip/shared-ui/testing';
import { screen } from '@testing-library/react';
import { App } from './App';
import { localBillingConfig, paymentMethod } from './testing/billing';

const remote = remoteByName('mf-accounts-billing');

/** The pages built so far, each with its heading; visitors' pages are opened signed out. */
const PAGES: ReadonlyArray<{ route: string; heading: RegExp | string; signedIn: boolean }> = [
  { route: PATHS.pricingPlans, heading: 'Signup to a plan', signedIn: true },
  { route: PATHS.authPricingPlans, heading: 'Choose the plan for your service', signedIn: false },
  { route: PATHS.freeTrial, heading: "Let's get started", signedIn: false },
  { route: PATHS.forgotPassword, heading: 'Forgot your password?', signedIn: false },
];
const built = new Set<string>([
  ...PAGES.map((page) => page.route),
  PATHS.signup,
  PATHS.addNewService,
  PATHS.payment,
  PATHS.authPayment,
  PATHS.updatePaymentMethod,
  PATHS.help,
  PATHS.userManagement,
  PATHS.messages,
]);

describe('the mf-accounts-billing remote', () => {
  it.each(PAGES.map((page) => [page.route, page]))('shows its page at %s', (_route, page) => {
    renderWithPlatform(<App />, { route: page.route, ...(page.signedIn ? {} : { state: { status: 'anonymous' } }) });
    expect(screen.getByRole('heading', { level: 1, name: page.heading })).toBeInTheDocument();
  });

  it('sends the paid sign-up back to the plans when no plan was chosen', () => {
    window.sessionStorage.clear();
    renderWithPlatform(<App />, { route: PATHS.signup, state: { status: 'anonymous' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose the plan for your service' })).toBeInTheDocument();
  });

  it('sends a visitor at the signed-out payment address to sign up for the plan chosen', () => {
    window.sessionStorage.setItem('qip.chosen-plan', 'portal_monthly');
    renderWithPlatform(<App />, { route: PATHS.authPayment, state: { status: 'anonymous' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  });

  it('builds a page for every address of its route table', () => {
    expect(remote.routes.filter((route) => !built.has(route))).toEqual([]);
  });

  it('shows its landing page at an address under it that names no page', () => {
    renderWithPlatform(<App />, { route: `${PATHS.userManagement}/no-such-page` });
    expect(screen.getByRole('heading', { level: 1, name: remote.title })).toBeInTheDocument();
  });

  const api = [
    localBillingConfig(),
    stubEndpoint(endpoints.billing.paymentMethods, () => ({ payment_methods: [paymentMethod()] })),
    stubEndpoint(endpoints.billing.products, () => ({ plans: [], products: [] })),
    stubEndpoint(endpoints.services.list, () => ({ services: [], accountServices: 0 })),
    stubEndpoint(endpoints.messages.inbox, () => ({
      messages: [],
      inboxCount: 0,
      unreadCount: 0,
      page: 1,
      pageSize: 24,
    })),
  ];

  it.each([
    [PATHS.updatePaymentMethod, 'Update payment method'],
    [PATHS.billing(2), 'Billing'],
    [PATHS.help, 'Help and support'],
    [PATHS.userManagement, 'Account dashboard'],
    [PATHS.messages, 'Messages'],
    [PATHS.userManagementServices, 'Services'],
    [`${PATHS.userManagementServices}/upgrade`, 'Upgrade'],
  ])('routes %s to its page', async (route, heading) => {
    renderWithPlatform(<App />, { route, api });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([PATHS.editSubscription, PATHS.upgradeSubscription, PATHS.downgradeSubscription])(
    'sends %s opened without a subscription to the subscription details',
    async (route) => {
      renderWithPlatform(<App />, { route, api });
      expect(await screen.findByRole('tab', { name: 'Subscription details', selected: true })).toBeInTheDocument();
    },
  );
});
