import { endpoints } from '@qip/shared-contracts';
import { demoAuthenticatedState, demoMentorState, demoService, demoUser, stubEndpoint } from '@qip/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../testing/renderShell';
import { Footer } from './Footer';
import { Header } from './Header';
import { isMenuItemActive, MAIN_MENU, MENU_DISABLED_NOTE, SideNav } from './SideNav';
import { seesSubscriptions } from './TopLinks';

const progressApi = [
  stubEndpoint(endpoints.progress.nqaProgress, () => ({ totalProgress: 42.3, nqaItems: [] })),
  stubEndpoint(endpoints.messages.counts, () => ({ inboxCount: 3, unreadCount: 1 })),
];

const twoServices = [
  demoService(),
  demoService({ id: 'center-newtown', name: 'Sunshine Newtown', hasSub: false, subscriptionEndDate: null }),
];

/** The header, once its 'QIP Finished' bar has its number (so nothing changes after the test). */
async function renderHeader(options: Parameters<typeof renderShell>[1] = {}, ui = <Header />) {
  const rendered = renderShell(ui, { route: '/qip/nqa', api: progressApi, ...options });
  await screen.findByText('43%');
  await screen.findByRole('link', { name: 'Messages, 1 unread' });
  return rendered;
}

describe('Header', () => {
  it("shows the selected service, the user's name and the 'QIP Finished' bar", async () => {
    await renderHeader({ state: demoAuthenticatedState() });
    expect(screen.getByText('Sunshine Paddington')).toBeInTheDocument();
    expect(screen.getByText('Dana Director')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'QIP Finished' })).toHaveAttribute('aria-valuenow', '43');
  });

  it("links Messages, Users, Subscriptions and Help to the portal's own pages", async () => {
    await renderHeader({ state: demoAuthenticatedState() });
    const links = within(screen.getByRole('navigation', { name: 'Account links' }));
    expect(links.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/qip/messages');
    expect(links.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/qip/user-management');
    expect(links.getByRole('link', { name: 'Subscriptions' })).toHaveAttribute(
      'href',
      '/qip/user-management/billing/2',
    );
    expect(links.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/qip/help');
  });

  it("hides Subscriptions from users of type 'user', whatever its case", async () => {
    const state = demoAuthenticatedState({ user: { ...demoUser, userType: 'USER', role: 'member' } });
    await renderHeader({ state });
    expect(screen.queryByRole('link', { name: /^Subscriptions/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Messages/ })).toBeInTheDocument();
    expect(seesSubscriptions({ userType: 'user' as never })).toBe(false);
    expect(seesSubscriptions({ userType: 'User' as never })).toBe(false);
    expect(seesSubscriptions({ userType: 'ADMIN' })).toBe(true);
  });

  it('shows a mentor as a mentor, with no service, no switcher, and only Messages among the top links', async () => {
    renderShell(<Header />, { route: '/qip/mentor', state: demoMentorState(), api: progressApi });
    await screen.findByRole('link', { name: 'Messages, 1 unread' });
    expect(screen.getByText('Morgan Mentor')).toBeInTheDocument();
    expect(screen.getByText('Mentor')).toBeInTheDocument();
    expect(screen.queryByText('No service selected')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change service' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'QIP Finished' })).not.toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Account links' }));
    expect(links.queryByRole('link', { name: /^Subscriptions/ })).not.toBeInTheDocument();
    expect(links.queryByRole('link', { name: /^Users/ })).not.toBeInTheDocument();
    expect(links.queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
    expect(links.getByRole('link', { name: /^Messages/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'QIP Portal' })).toHaveAttribute('href', '/qip/mentor');
    expect(seesSubscriptions({ userType: 'MENTOR' })).toBe(false);
  });

  it('offers Change when there is more than one service, or the only one has a subscription', async () => {
    const { unmount } = await renderHeader({ state: demoAuthenticatedState({ services: twoServices }) });
    expect(screen.getByRole('button', { name: 'Change service' })).toHaveTextContent('Change');
    unmount();

    const paid = demoService({ hasSub: true });
    const { unmount: again } = await renderHeader({
      state: demoAuthenticatedState({ services: [paid], selectedService: paid }),
    });
    expect(screen.getByRole('button', { name: 'Change service' })).toBeInTheDocument();
    again();

    const trial = demoService({ hasSub: false });
    await renderHeader({ state: demoAuthenticatedState({ services: [trial], selectedService: trial }) });
    expect(screen.queryByRole('button', { name: 'Change service' })).not.toBeInTheDocument();
    expect(screen.getByText('Sunshine Paddington')).toBeInTheDocument();
  });

  it('Change opens the change-service modal', async () => {
    await renderHeader({ state: demoAuthenticatedState({ services: twoServices }) });
    await userEvent.click(screen.getByRole('button', { name: 'Change service' }));
    expect(screen.getByRole('dialog', { name: 'Change service' })).toBeInTheDocument();
  });

  it("Logout asks 'Do you wish to log out?' and only Yes logs out", async () => {
    const { session } = await renderHeader({ state: demoAuthenticatedState() });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(session.getState().status).toBe('authenticated');

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('alertdialog', { name: 'Do you wish to log out?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(session.getState()).toEqual({ status: 'anonymous', reason: 'logged-out' });
  });

  it('carries the Menu button below the desktop width, telling whether the menu is open', async () => {
    const onToggle = jest.fn();
    await renderHeader({ state: demoAuthenticatedState() }, <Header menuToggle={{ open: false, onToggle }} />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'main-menu');
    await userEvent.click(menu);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});

describe('SideNav', () => {
  it("lists the spec's main menu and marks where the user is", () => {
    renderShell(<SideNav />, { state: demoAuthenticatedState(), route: '/qip/tasks' });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(menu).toHaveTextContent("NQA'sREPORTSTASKSREADINESSRESOURCESSERVICE DETAILS");
    expect(screen.getByRole('link', { name: 'TASKS' })).toHaveAttribute('aria-current', 'page');
  });

  it("keeps NQA's and SERVICE DETAILS apart though one is below the other", () => {
    const [nqa, , , , , details] = MAIN_MENU;
    expect(isMenuItemActive(nqa!, '/qip/nqa/3')).toBe(true);
    expect(isMenuItemActive(nqa!, '/qip/nqa/service-details/2')).toBe(false);
    expect(isMenuItemActive(details!, '/qip/nqa/service-details/2')).toBe(true);
  });

  it("is disabled while the selected service's payment has failed", () => {
    const failed = demoService({ status: 'notoverdue', redirectPaymentFailed: true, diffTime: 4 });
    renderShell(<SideNav />, {
      state: demoAuthenticatedState({ services: [failed], selectedService: failed }),
      route: '/qip/update-payment-method',
    });
    const tasks = screen.getByRole('link', { name: 'TASKS' });
    expect(tasks).toHaveAttribute('aria-disabled', 'true');
    expect(tasks).not.toHaveAttribute('href');
    expect(screen.getByText(MENU_DISABLED_NOTE)).toBeInTheDocument();
  });
});

describe('Footer', () => {
  it('shows the product shortcuts, the links and the copyright line', () => {
    renderShell(<Footer />, { state: demoAuthenticatedState() });
    const products = within(screen.getByRole('navigation', { name: 'Products' }));
    expect(products.getByText('Active')).toBeInTheDocument();
    expect(products.getAllByText('Coming soon')).toHaveLength(2);
    const external = products.getAllByRole('link');
    expect(external).toHaveLength(2);
    expect(external[0]).toHaveAttribute('href', 'https://hub.test');
    expect(external[1]).toHaveAttribute('href', 'https://hub.test/plans');
    const links = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(links.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ["NQA's", '/qip/nqa'],
      ['Reports', '/qip/reports'],
      ['Tasks', '/qip/tasks'],
      ['Resources', '/qip/user-resource'],
    ]);
    expect(screen.getByText(/© \d{4} Holistic QIP\. All rights reserved\./)).toBeInTheDocument();
  });
});
