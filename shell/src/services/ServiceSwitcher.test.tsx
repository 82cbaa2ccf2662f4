import { SESSION_STORAGE_KEY, type UserCenter } from '@qip/shared-contracts';
import { demoAuthenticatedState, demoService, demoUser } from '@qip/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readStoredSession } from '../session/sessionStorage';
import { renderShell } from '../testing/renderShell';
import { ServiceSwitcher } from './ServiceSwitcher';
import { showsServiceSwitcher } from './switcherRules';

const SERVICES: UserCenter[] = [
  demoService({ id: 'newtown', name: 'Sunshine Newtown', hasSub: false, diffTime: 20, subscriptionEndDate: null }),
  demoService({ id: 'paddington', name: 'Sunshine Paddington', diffTime: 20 }),
  demoService({
    id: 'marrickville',
    name: 'Sunshine Marrickville',
    status: 'notoverdue',
    redirectPaymentFailed: true,
    diffTime: 4,
  }),
  demoService({ id: 'balmain', name: 'Sunshine Balmain', status: 'subscribe', hasSub: false, diffTime: -5 }),
  demoService({ id: 'glebe', name: 'Sunshine Glebe', status: 'overdue', diffTime: -5 }),
  demoService({ id: 'leichhardt', name: 'Sunshine Leichhardt', status: 'resubscribe', diffTime: -15 }),
];

function open(overrides: Parameters<typeof demoAuthenticatedState>[0] = {}) {
  const state = demoAuthenticatedState({ services: SERVICES, selectedService: SERVICES[0]!, ...overrides });
  state.session = { ...state.session, centerId: state.selectedService?.id ?? null };
  const rendered = renderShell(<ServiceSwitcher open onOpenChange={jest.fn()} />, { state, route: '/qip/tasks' });
  const dialog = screen.getByRole('dialog', { name: 'Change service' });
  const row = (name: string) => within(dialog).getByText(name).closest('li') as HTMLElement;
  return { ...rendered, dialog, row };
}

beforeEach(() => window.localStorage.clear());

describe('the change-service modal', () => {
  it('lists every service with the label of its status, the current one highlighted', () => {
    const { dialog, row } = open();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
    expect(within(row('Sunshine Newtown')).getByRole('button', { name: /Sunshine Newtown/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(row('Sunshine Newtown')).toHaveTextContent('Current');
    expect(row('Sunshine Newtown')).toHaveTextContent('Free trial · 20 days left');
    expect(within(row('Sunshine Paddington')).getByRole('button', { name: /Sunshine Paddington/ })).not.toHaveAttribute(
      'aria-current',
    );
    expect(row('Sunshine Marrickville')).toHaveTextContent('(Payment failed)');
    expect(within(row('Sunshine Marrickville')).getByRole('button', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(row('Sunshine Glebe')).toHaveTextContent('(Payment failed)');
    expect(within(row('Sunshine Glebe')).getByRole('button', { name: 'Payment Overdue' })).toBeInTheDocument();
    expect(row('Sunshine Leichhardt')).toHaveTextContent('Cancelled');
    expect(within(row('Sunshine Leichhardt')).getByRole('button', { name: 'Resubscribe' })).toBeInTheDocument();
    expect(row('Sunshine Balmain')).toHaveTextContent('Trial Ended');
    expect(within(row('Sunshine Balmain')).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('an active service: stores its id, clears the payment-failed menu state and reloads at /qip/nqa', async () => {
    const marrickville = SERVICES[2]!;
    const { row, leaves, session, platform } = open({ selectedService: marrickville });
    const announced: unknown[] = [];
    platform.bus.on('service.selected').subscribe((event) => announced.push(event));
    await userEvent.click(within(row('Sunshine Paddington')).getByRole('button', { name: /Sunshine Paddington/ }));
    expect(readStoredSession()?.centerId).toBe('paddington');
    const state = session.getState();
    expect(state.status === 'authenticated' && state.selectedService?.redirectPaymentFailed).toBe(false);
    expect(announced).toEqual([{ centerId: 'paddington' }]);
    expect(leaves).toEqual(['/qip/nqa']);
  });

  it('reloads under the viewer base path in a viewer session', async () => {
    const { row, leaves } = open({ basePath: '/viewer-user-director' });
    await userEvent.click(within(row('Sunshine Paddington')).getByRole('button', { name: /Sunshine Paddington/ }));
    expect(leaves).toEqual(['/viewer-user-director/qip/nqa']);
  });

  it('the current service just closes the modal', async () => {
    const onOpenChange = jest.fn();
    const state = demoAuthenticatedState({ services: SERVICES, selectedService: SERVICES[0]! });
    const { leaves } = renderShell(<ServiceSwitcher open onOpenChange={onOpenChange} />, { state });
    await userEvent.click(screen.getByRole('button', { name: /Sunshine Newtown/ }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(leaves).toEqual([]);
  });

  it("notoverdue: 'Payment Failed' selects the service and reloads", async () => {
    const { row, leaves } = open();
    await userEvent.click(within(row('Sunshine Marrickville')).getByRole('button', { name: 'Payment Failed' }));
    expect(readStoredSession()?.centerId).toBe('marrickville');
    expect(leaves).toEqual(['/qip/nqa']);
  });

  it.each([
    [
      'Sunshine Glebe',
      'Payment Overdue',
      'You will be redirected to Holistic HUB to finish Subscribing',
      'https://hub.test/payment/failed',
    ],
    [
      'Sunshine Leichhardt',
      'Resubscribe',
      'You will be redirected to Holistic HUB to finish Resubscribing',
      'https://hub.test/resubscribe',
    ],
    [
      'Sunshine Balmain',
      'Subscribe',
      'You will be redirected to Holistic HUB to finish Subscribing',
      'https://hub.test/resubscribe',
    ],
  ])('%s: %s confirms, then goes to the hub', async (name, button, confirmation, url) => {
    const { row, leaves } = open();
    await userEvent.click(within(row(name)).getByRole('button', { name: button }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent(confirmation);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(leaves).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(within(row(name)).getByRole('button', { name: button }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    expect(leaves).toEqual([url]);
    // Nothing was selected: the service stays as it was.
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('All services goes to /qip/user-management/services', async () => {
    const { dialog, location } = open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'All services' }));
    expect(location()).toBe('/qip/user-management/services');
  });

  it('Add new service, for administrators, confirms and goes to the hub', async () => {
    const { dialog, leaves } = open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add new service' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('You will redirected to Holistic HUB to add a new service');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Continue' }));
    expect(leaves).toEqual(['https://hub.test/plans/app_redirect-new_service']);
  });

  it('members do not see Add new service', () => {
    const { dialog } = open({ user: { ...demoUser, userType: 'USER', role: 'member' } });
    expect(within(dialog).queryByRole('button', { name: 'Add new service' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'All services' })).toBeInTheDocument();
  });

  it("'Request a new service' opens the request form through the bus", async () => {
    const { dialog, platform } = open();
    const asked: unknown[] = [];
    platform.bus.on('service-request.open').subscribe((event) => asked.push(event));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request a new service' }));
    expect(asked).toHaveLength(1);
  });

  it('a viewer session can switch, but neither adds nor requests services', () => {
    const base = demoAuthenticatedState();
    const { dialog } = open({ session: { ...base.session, viewer: true } });
    expect(within(dialog).queryByRole('button', { name: 'Add new service' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Request a new service' })).not.toBeInTheDocument();
  });
});

describe('showsServiceSwitcher', () => {
  it('shows with more than one service, or when the only one has a subscription', () => {
    expect(showsServiceSwitcher(SERVICES)).toBe(true);
    expect(showsServiceSwitcher([demoService({ hasSub: true })])).toBe(true);
    expect(showsServiceSwitcher([demoService({ hasSub: false })])).toBe(false);
    expect(showsServiceSwitcher([])).toBe(false);
  });
});
