import { demoAuthenticatedState, demoService, demoUser } from '@qip/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../testing/renderShell';
import { ViewerBanner } from './ViewerBanner';

function viewerState(overrides: Parameters<typeof demoAuthenticatedState>[0] = {}) {
  const base = demoAuthenticatedState({
    user: { ...demoUser, name: 'Dana Whitfield' },
    basePath: '/viewer-user-director',
    ...overrides,
  });
  return { ...base, session: { ...base.session, viewer: true } };
}

beforeEach(() => window.sessionStorage.clear());

describe('the viewer banner', () => {
  it('says whose portal is being viewed, with Logout and Close', () => {
    renderShell(<ViewerBanner />, { state: viewerState() });
    const banner = screen.getByRole('region', { name: 'Viewing as another user' });
    expect(banner).toHaveTextContent(
      'You are currently viewing as Dana Whitfield, Administrator of Sunshine Paddington',
    );
    expect(banner).toHaveTextContent('View only');
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it("names a member's role as such", () => {
    const service = demoService({ role: 'member' });
    renderShell(<ViewerBanner />, { state: viewerState({ services: [service], selectedService: service }) });
    expect(screen.getByRole('region')).toHaveTextContent('Member of Sunshine Paddington');
  });

  it('Close hides it for the rest of the visit', async () => {
    const { unmount } = renderShell(<ViewerBanner />, { state: viewerState() });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();
    renderShell(<ViewerBanner />, { state: viewerState() });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('Logout asks first, then ends the viewer session', async () => {
    const { session } = renderShell(<ViewerBanner />, { state: viewerState() });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Do you wish to log out?' })).getByRole('button', { name: 'Yes' }),
    );
    expect(session.getState()).toEqual({ status: 'anonymous', reason: 'logged-out' });
  });

  it('is not there in an ordinary session', () => {
    renderShell(<ViewerBanner />, { state: demoAuthenticatedState() });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
