import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@qip/shared-ui/testing';
import { App } from '../../../App';

describe('the legal notice', () => {
  it('asks to complete the service details first: Start now goes to onboarding, or skip until later', async () => {
    const { platform } = renderWithPlatform(<App />, { route: '/qip/legal-notice' });
    expect(
      screen.getByRole('heading', { name: "Before starting your QIP document let's complete your Service details" }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skip until later' }));
    expect(platform.published.filter((event) => event.type === 'navigate').map((event) => event.payload)).toEqual([
      { to: '/qip/onboarding' },
      { to: '/qip/nqa' },
    ]);
  });

  it('signed out, Start now goes to the signed-out onboarding, which asks to log in first', async () => {
    const { platform } = renderWithPlatform(<App />, {
      route: '/qip/auth/legal-notice',
      state: { status: 'anonymous' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start now' }));
    expect(platform.published).toContainEqual({ type: 'navigate', payload: { to: '/qip/auth/onboarding' } });
  });

  it('the signed-out onboarding asks to log in', () => {
    renderWithPlatform(<App />, { route: '/qip/auth/onboarding', state: { status: 'anonymous' } });
    expect(screen.getByRole('heading', { name: 'Log in to complete your Service details' })).toBeInTheDocument();
  });
});
