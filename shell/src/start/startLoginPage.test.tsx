import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { LoginError } from '../auth/signIn';
import { startLoginPage } from './startLoginPage';

let root: Root;
const prepareSignedInPortal = jest.fn();

beforeEach(() => prepareSignedInPortal.mockClear());

function start(path: string, options: Parameters<typeof startLoginPage>[1]) {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  document.body.appendChild(container);
  act(() => {
    root = startLoginPage(container, options);
  });
}

async function logIn() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'director@sunshine.test');
  await userEvent.type(screen.getByLabelText('Password'), 'sunshine-demo');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

describe('the login page of the first script', () => {
  it("starts loading the portal and the dashboard's remote once the form is used, and hands them the token", async () => {
    const startSignedInPortal = jest.fn(() => Promise.resolve());
    const loadPortal = jest.fn(() => Promise.resolve({ prepareSignedInPortal, startSignedInPortal }));
    const askForToken = jest.fn(() => Promise.resolve('the-token'));
    const reads = [{ url: '/api/user', accessToken: 'the-token', reply: Promise.resolve(null) }];
    const readSession = jest.fn(() => reads);
    const manifest = { url: '/remotes/mf-assessment/mf-manifest.json', response: Promise.resolve({} as Response) };
    const preloadDashboard = jest.fn(() => Promise.resolve(manifest));
    start('/qip/auth', { loadPortal, askForToken, readSession, preloadDashboard });

    expect(screen.getByRole('heading', { name: 'Log in to your service' })).toBeInTheDocument();
    expect(loadPortal).not.toHaveBeenCalled();
    expect(preloadDashboard).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('textbox', { name: 'Email address' }));
    expect(loadPortal).toHaveBeenCalledTimes(1);
    expect(preloadDashboard).toHaveBeenCalledTimes(1);
    // Once loaded, the portal readies the dashboard with the remote's manifest.
    await waitFor(() => expect(prepareSignedInPortal).toHaveBeenCalledTimes(1));
    const prepared = (prepareSignedInPortal.mock.calls[0] as unknown[])[0] as { manifest: Promise<unknown> };
    await expect(prepared.manifest).resolves.toBe(manifest);

    await logIn();
    await waitFor(() =>
      expect(startSignedInPortal).toHaveBeenCalledWith(root, 'the-token', {
        replies: reads,
        manifest: expect.any(Promise) as unknown,
      }),
    );
    expect(preloadDashboard).toHaveBeenCalledTimes(1);
    const handedOver = (startSignedInPortal.mock.calls[0] as unknown[])[2] as { manifest: Promise<unknown> };
    await expect(handedOver.manifest).resolves.toBe(manifest);
    expect(readSession).toHaveBeenCalledWith('the-token');
    expect(askForToken).toHaveBeenCalledWith({
      email: 'director@sunshine.test',
      password: 'sunshine-demo',
      rememberMe: false,
    });
    expect(loadPortal).toHaveBeenCalledTimes(1);
  });

  it('says the email or password is wrong, and the portal does not start', async () => {
    const startSignedInPortal = jest.fn(() => Promise.resolve());
    start('/qip/auth', {
      loadPortal: () => Promise.resolve({ prepareSignedInPortal, startSignedInPortal }),
      askForToken: () => Promise.reject(new LoginError('refused')),
      readSession: () => [],
    });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password is incorrect. Please check them and try again.',
    );
    expect(startSignedInPortal).not.toHaveBeenCalled();
  });

  it('a portal that could not load says so, and the next attempt loads it again', async () => {
    const startSignedInPortal = jest.fn(() => Promise.resolve());
    const loadPortal = jest
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ prepareSignedInPortal, startSignedInPortal });
    start('/qip/auth', { loadPortal, askForToken: () => Promise.resolve('the-token'), readSession: () => [] });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the QIP Portal.');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(startSignedInPortal).toHaveBeenCalledTimes(1));
    expect(loadPortal).toHaveBeenCalledTimes(2);
  });

  it("says 'You have logged out.' at /qip/auth/login, and links to the password reset and the free trial", () => {
    start('/qip/auth/login', { loadPortal: jest.fn(), askForToken: jest.fn() });
    expect(screen.getByRole('status')).toHaveTextContent('You have logged out.');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/qip/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Start a 30-day free trial' })).toHaveAttribute(
      'href',
      '/qip/auth/free-trial',
    );
  });
});
