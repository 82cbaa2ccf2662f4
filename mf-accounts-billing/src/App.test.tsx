import { endpoints, PATHS, remoteByName } from '@qip/shared-contracts';
import { renderWithPlatform, stubEndpoint } from '@qip/shared-ui/testing';
import { screen } from '@testing-library/react';
import { App } from './App';
import { localBillingConfig, paymentMethod } from './testing/billing';

const remote = remoteByName('mf-accounts-billing');
/** The pages of this remote already built; the rest show its landing page. */
const BUILT: readonly string[] = [PATHS.updatePaymentMethod];

describe('the mf-accounts-billing remote', () => {
  it.each(remote.routes.filter((route) => !BUILT.includes(route)).map((route) => [route]))(
    'shows its landing page at %s',
    (route) => {
      renderWithPlatform(<App />, { route });
      expect(screen.getByRole('heading', { level: 1, name: remote.title })).toBeInTheDocument();
    },
  );

  const api = [
    localBillingConfig(),
    stubEndpoint(endpoints.billing.paymentMethods, () => ({ payment_methods: [paymentMethod()] })),
    stubEndpoint(endpoints.billing.products, () => ({ plans: [], products: [] })),
    stubEndpoint(endpoints.config.portal, () => ({
      hubUrl: '',
      version: '1',
      uploadMaxBytes: 1,
      supportEmail: 'support@holisticqip.com.au',
    })),
  ];

  it.each([
    [PATHS.updatePaymentMethod, 'Update payment method'],
    [PATHS.billing(2), 'Billing'],
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
