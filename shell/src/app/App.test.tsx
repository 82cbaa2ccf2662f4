import { endpoints, type AuthenticatedPortalState } from '@qip/shared-contracts';
import { demoAuthenticatedState, demoService, demoUser, stubEndpoint } from '@qip/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMINISTRATOR_EXPIRED } from '../guards/AdministratorExpiredDialog';
import { SMALL_SCREEN_MESSAGE } from '../layout/SmallScreenNotice';
import { renderShell } from '../testing/renderShell';
import { App } from './App';

const api = [stubEndpoint(endpoints.progress.nqaProgress, () => ({ totalProgress: 12, nqaItems: [] }))];

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

function withSelected(overrides: Parameters<typeof demoService>[0], user = demoUser): AuthenticatedPortalState {
  const service = demoService(overrides);
  return demoAuthenticatedState({ user, services: [service], selectedService: service });
}

function renderApp(route: string, state: AuthenticatedPortalState = demoAuthenticatedState()) {
  const outlet = document.createElement('div');
  outlet.textContent = 'remote page';
  return renderShell(<App outlet={outlet} />, { route, state, api });
}

beforeEach(() => setWidth(1366));

describe('the guards', () => {
  it('send a service whose payment failed to /qip/update-payment-method, with the menu disabled', async () => {
    const { location } = renderApp(
      '/qip/tasks',
      withSelected({ status: 'notoverdue', redirectPaymentFailed: true, diffTime: 4 }),
    );
    await waitFor(() => expect(location()).toBe('/qip/update-payment-method'));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'TASKS' })).toHaveAttribute('aria-disabled', 'true');
    await screen.findByText('12%');
  });

  it('send an administrator whose trial has ended to /qip/pricing-plans', async () => {
    const { location } = renderApp('/qip/nqa', withSelected({ status: 'subscribe', hasSub: false, diffTime: -3 }));
    await waitFor(() => expect(location()).toBe('/qip/pricing-plans'));
    await screen.findByText('12%');
  });

  it("tell a member their administrator's account has expired, and Ok logs out", async () => {
    const member = { ...demoUser, userType: 'USER' as const, role: 'member' as const };
    const { session } = renderApp(
      '/qip/nqa',
      withSelected({ status: 'subscribe', diffTime: -3, role: 'member' }, member),
    );
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(ADMINISTRATOR_EXPIRED);
    expect(screen.getByText('remote page')).not.toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(session.getState()).toEqual({ status: 'anonymous', reason: 'logged-out' });
  });

  it('let a usable service through to the page', async () => {
    const { location } = renderApp('/qip/tasks');
    await screen.findByText('12%');
    expect(location()).toBe('/qip/tasks');
    expect(screen.getByText('remote page')).toBeVisible();
  });
});

describe('narrow screens', () => {
  it('under 768 px, the small-screen notice replaces the page and there is no side navigation', async () => {
    setWidth(600);
    renderApp('/qip/nqa');
    expect(screen.getByRole('region', { name: 'Please use a larger screen' })).toHaveTextContent(SMALL_SCREEN_MESSAGE);
    expect(screen.getByText('remote page')).not.toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await screen.findByText('12%');
  });

  it('under 768 px, pages about plans and payment still show', async () => {
    setWidth(600);
    renderApp('/qip/pricing-plans');
    await screen.findByText('12%');
    expect(screen.queryByRole('region', { name: 'Please use a larger screen' })).not.toBeInTheDocument();
    expect(screen.getByText('remote page')).toBeVisible();
  });

  it('the notice goes as soon as the window is widened', async () => {
    setWidth(600);
    renderApp('/qip/nqa');
    await screen.findByText('12%');
    act(() => setWidth(900));
    expect(screen.queryByRole('region', { name: 'Please use a larger screen' })).not.toBeInTheDocument();
  });

  it('between 768 px and the desktop width, the menu folds away behind the Menu button', async () => {
    setWidth(900);
    renderApp('/qip/nqa');
    await screen.findByText('12%');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'TASKS' }),
    );
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('on a desktop the menu is always there, with no Menu button', async () => {
    renderApp('/qip/nqa');
    await screen.findByText('12%');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('a viewer session', () => {
  it('shows the viewer banner above the header', async () => {
    const base = demoAuthenticatedState({ basePath: '/viewer-user-director' });
    renderApp('/qip/nqa', { ...base, session: { ...base.session, viewer: true } });
    await screen.findByText('12%');
    expect(screen.getByRole('region', { name: 'Viewing as another user' })).toHaveTextContent(
      'You are currently viewing as Dana Director, Administrator of Sunshine Paddington',
    );
  });
});

describe('narrow screens, signed out', () => {
  it('lets a phone sign in where the portal sends it (/qip/auth)', () => {
    setWidth(600);
    renderShell(<App outlet={document.createElement('div')} />, { route: '/qip/auth', state: { status: 'anonymous' } });
    expect(screen.queryByRole('region', { name: 'Please use a larger screen' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('the notice carries the brand and the pages that work on a small screen', () => {
    setWidth(600);
    const outlet = document.createElement('div');
    renderShell(<App outlet={outlet} />, { route: '/qip/auth/onboarding', state: { status: 'anonymous' } });
    const notice = screen.getByRole('region', { name: 'Please use a larger screen' });
    expect(within(notice).getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/qip/auth/pricing-plans',
    );
    expect(within(notice).getByRole('link', { name: 'Start a 30-day free trial' })).toHaveAttribute(
      'href',
      '/qip/auth/free-trial',
    );
  });
});
