import { endpoints, PATHS, SERVICE_REMOVAL_MESSAGES, type AccountService } from '@qip/shared-contracts';
import {
  createTestPlatform,
  demoAuthenticatedState,
  demoService,
  demoUser,
  httpError,
  renderWithPlatform,
  stubEndpoint,
} from '@qip/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServicesPage } from './ServicesPage';

function accountService(overrides: Partial<AccountService> = {}): AccountService {
  return {
    id: 'center-paddington',
    name: 'Sunshine Paddington',
    role: 'admin',
    status: 'active',
    subscriptionType: 'Portal + Mentoring, monthly',
    priceId: 'mentoring_monthly',
    subscriptionStatus: 'active',
    cancelPending: false,
    renewsOn: '2026-12-11T00:00:00.000Z',
    users: 3,
    qipCompleted: 42.5,
    ...overrides,
  };
}

const paddington = accountService();
const balmain = accountService({
  id: 'center-balmain',
  name: 'Sunshine Balmain',
  status: 'subscribe',
  subscriptionType: 'Trial ended',
  priceId: null,
  subscriptionStatus: null,
  renewsOn: '2026-05-01T00:00:00.000Z',
  users: 1,
  qipCompleted: 0,
});

function setUp(
  services: AccountService[] = [paddington, balmain],
  options: { member?: boolean; refuse?: string } = {},
) {
  const removed: string[] = [];
  const user = options.member ? { ...demoUser, role: 'member' as const, userType: 'USER' as const } : demoUser;
  const platform = createTestPlatform({
    state: demoAuthenticatedState({ user }),
    api: [
      stubEndpoint(endpoints.services.list, () => ({
        services: services.filter((service) => !removed.includes(service.id)),
        accountServices: services.length,
      })),
      stubEndpoint(endpoints.services.remove, ({ params }) => {
        if (options.refuse) throw httpError(409, { statusCode: 409, error: 'Conflict', message: options.refuse });
        removed.push(params.id);
        return { ok: true as const };
      }),
    ],
  });
  renderWithPlatform(<ServicesPage />, { platform });
  return { platform, removed };
}

const card = async (name: string) => screen.findByRole('listitem', { name });

describe('the services list', () => {
  it("shows each service's subscription, users, renewal, QIP percent and status", async () => {
    setUp();
    const first = await card('Sunshine Paddington (current)');
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(first).getByText('Portal + Mentoring, monthly')).toBeInTheDocument();
    expect(within(first).getByText('3')).toBeInTheDocument();
    expect(within(first).getByText('Renews')).toBeInTheDocument();
    expect(within(first).getByText('11/12/2026')).toBeInTheDocument();
    expect(within(first).getByRole('progressbar', { name: 'QIP completed for Sunshine Paddington' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    const second = await card('Sunshine Balmain');
    expect(within(second).getByText('Trial ended', { selector: 'span' })).toBeInTheDocument();
    expect(within(second).getByText('Trial ends')).toBeInTheDocument();
    // A service that cannot be selected cannot be opened either.
    expect(within(second).getByRole('button', { name: 'Tasks of Sunshine Balmain' })).toBeDisabled();
    expect(within(second).getByText('Renew its subscription to open this service.')).toBeInTheDocument();
  });

  it('Tasks selects the service through the shell, then opens its tasks', async () => {
    const { platform } = setUp();
    platform.bus.on('account.changed').subscribe(({ centerId }) => {
      const chosen = demoService({ id: centerId ?? '', name: 'Sunshine Paddington' });
      platform.setState(demoAuthenticatedState({ services: [chosen], selectedService: chosen }));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tasks of Sunshine Paddington' }));
    await waitFor(() =>
      expect(platform.published).toContainEqual({ type: 'navigate', payload: { to: PATHS.tasks, replace: true } }),
    );
    expect(platform.published).toContainEqual({ type: 'account.changed', payload: { centerId: 'center-paddington' } });
  });

  it('Edit opens the service details wizard of that service', async () => {
    const { platform } = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sunshine Paddington' }));
    await waitFor(() =>
      expect(platform.published).toContainEqual({
        type: 'navigate',
        payload: { to: PATHS.serviceDetailsStep(1), replace: true },
      }),
    );
  });

  it('says to cancel a live subscription first, without calling the API', async () => {
    const { platform } = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sunshine Paddington' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sunshine Paddington cannot be removed' });
    expect(dialog).toHaveTextContent(SERVICE_REMOVAL_MESSAGES.liveSubscription);
    expect(within(dialog).getByRole('link', { name: 'Subscription details' })).toHaveAttribute(
      'href',
      PATHS.billing(2),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(platform.api.callsTo(endpoints.services.remove)).toEqual([]);
  });

  it('removes a service after the confirmation; the shell reloads the account and the card goes', async () => {
    const { platform, removed } = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sunshine Balmain' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Sunshine Balmain?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove service' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Sunshine Balmain' })).not.toBeInTheDocument());
    expect(removed).toEqual(['center-balmain']);
    expect(platform.published).toContainEqual({ type: 'account.changed', payload: {} });
    expect(platform.published).toContainEqual({
      type: 'toast',
      payload: { kind: 'success', message: SERVICE_REMOVAL_MESSAGES.removed },
    });
  });

  it("shows the API's refusal in the confirmation and keeps the service", async () => {
    const { removed } = setUp([paddington, balmain], { refuse: SERVICE_REMOVAL_MESSAGES.liveSubscription });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sunshine Balmain' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Sunshine Balmain?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove service' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SERVICE_REMOVAL_MESSAGES.liveSubscription);
    expect(removed).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(await card('Sunshine Balmain')).toBeInTheDocument();
  });

  it("never offers to remove the account's last service", async () => {
    setUp([balmain]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sunshine Balmain' }));
    expect(await screen.findByRole('alertdialog', { name: 'Sunshine Balmain cannot be removed' })).toHaveTextContent(
      SERVICE_REMOVAL_MESSAGES.lastService,
    );
  });

  it('offers members no Remove and no Add new service', async () => {
    setUp([accountService({ role: 'member' })], { member: true });
    await card('Sunshine Paddington (current)');
    expect(screen.queryByRole('button', { name: 'Remove Sunshine Paddington' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add new service' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and loads it again with Retry', async () => {
    let fail = true;
    renderWithPlatform(<ServicesPage />, {
      api: [
        stubEndpoint(endpoints.services.list, () => {
          if (fail) throw httpError(500, { statusCode: 500, error: 'Internal Server Error', message: 'Down' });
          return { services: [paddington], accountServices: 1 };
        }),
      ],
    });
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 15000 });
    fail = false;
    await userEvent.click(retry);
    expect(await card('Sunshine Paddington (current)')).toBeInTheDocument();
  }, 20000);

  it('says when there are no services', async () => {
    setUp([]);
    expect(await screen.findByText('No services yet')).toBeInTheDocument();
  });
});
