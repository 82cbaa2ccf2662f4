import { endpoints, type TokenResponse } from '@qip/shared-contracts';
import { demoService, demoUser, httpError, stubEndpoint } from '@qip/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeToken, renderShell, tokenResponse } from '../testing/renderShell';
import { LoginPage } from './LoginPage';

const signedOut = { status: 'anonymous' } as const;

async function fillIn(email: string, password: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => window.localStorage.clear());

describe('LoginPage', () => {
  it('asks for an email and a password before calling anyone', async () => {
    const { api } = renderShell(<LoginPage />, { state: signedOut, route: '/qip/auth' });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please provide an email address.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'not an email');
    await userEvent.tab();
    expect(await screen.findByText('Please provide a valid email address')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("shows 'Logging in...' while signing in, then signs in", async () => {
    let answerToken: (value: TokenResponse) => void = () => undefined;
    const { session } = renderShell(<LoginPage />, {
      state: signedOut,
      api: [
        stubEndpoint(endpoints.auth.token, () => new Promise<TokenResponse>((resolve) => (answerToken = resolve))),
        stubEndpoint(endpoints.users.me, () => demoUser),
        stubEndpoint(endpoints.subscriptions.userCentersSubscription, () => ({
          user_centers: [demoService()],
          user_details: demoUser,
          products: [],
        })),
      ],
    });
    await fillIn('director@sunshine.test', 'sunshine-demo');
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    answerToken(tokenResponse(fakeToken(3600)));
    await waitFor(() => expect(session.getState().status).toBe('authenticated'));
  });

  it('says the email or password is wrong when they are', async () => {
    renderShell(<LoginPage />, {
      state: signedOut,
      api: [
        stubEndpoint(endpoints.auth.token, () => {
          throw httpError(401);
        }),
      ],
    });
    await fillIn('director@sunshine.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password is incorrect. Please check them and try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('director@sunshine.test');
  });

  it("shows the API's refusal of a hub account (SUPER_ADMIN) in its own words", async () => {
    const message = 'This account is for the management hub and cannot sign in to the QIP Portal.';
    renderShell(<LoginPage />, {
      state: signedOut,
      api: [
        stubEndpoint(endpoints.auth.token, () => {
          throw httpError(401, { statusCode: 401, error: 'invalid_grant', error_description: message, message });
        }),
      ],
    });
    await fillIn('super@qip.test', 'super-demo');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says how long to wait after too many attempts', async () => {
    const message = 'Too many attempts. Please wait 15 minutes before trying again.';
    renderShell(<LoginPage />, {
      state: signedOut,
      api: [
        stubEndpoint(endpoints.auth.token, () => {
          throw httpError(429, { statusCode: 429, error: 'Too Many Requests', message }, { 'retry-after': '900' });
        }),
      ],
    });
    await fillIn('director@sunshine.test', 'sunshine-demo');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('tells a returning user why they were signed out', () => {
    renderShell(<LoginPage />, { state: { status: 'anonymous', reason: 'expired' } });
    expect(screen.getByRole('status')).toHaveTextContent('Your session has expired. Please log in again.');
  });

  it('confirms a logout on /qip/auth/login', () => {
    renderShell(<LoginPage />, { state: signedOut, route: '/qip/auth/login' });
    expect(screen.getByRole('status')).toHaveTextContent('You have logged out.');
  });
});
