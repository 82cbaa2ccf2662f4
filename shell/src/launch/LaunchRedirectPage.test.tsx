import { endpoints, SESSION_STORAGE_KEY, type LaunchSession } from '@qip/shared-contracts';
import { httpError, stubEndpoint, type StubHandler } from '@qip/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { readStoredSession } from '../session/sessionStorage';
import { renderShell } from '../testing/renderShell';
import { LAUNCH_INCOMPLETE, LaunchRedirectPage } from './LaunchRedirectPage';

const OPEN = endpoints.launch.openSession;

const opened = (overrides: Partial<LaunchSession> = {}): LaunchSession => ({
  accessToken: 'session-token',
  expiresIn: 28800,
  userId: 'user-director',
  centerId: 'center-paddington',
  stripeId: 'cus_demo_sunshine',
  viewer: false,
  target: '/qip/tasks',
  ...overrides,
});

function failWith(status: number, message = '') {
  return () => {
    throw httpError(status, { statusCode: status, error: 'Gone', message });
  };
}

function launch(search: string, handler: StubHandler<typeof OPEN>) {
  const send = jest.fn(handler);
  const rendered = renderShell(<LaunchRedirectPage />, {
    route: `/hub-app-launch-redirect${search}`,
    api: [stubEndpoint(OPEN, send)],
  });
  return { ...rendered, send };
}

const PLAIN =
  '?userId=user-director&centerId=center-paddington&stripeId=cus_demo_sunshine&accessToken=abc&counter=3&target=%2Fqip%2Ftasks';

beforeEach(() => window.localStorage.clear());

describe('/hub-app-launch-redirect', () => {
  it("shows 'Logging in...', opens the session from the address, stores it and goes on to the target", async () => {
    window.localStorage.setItem('qip.signup', '{"plan":"portal"}');
    let finish: (value: LaunchSession) => void = () => undefined;
    const { send, leaves } = launch(PLAIN, () => new Promise<LaunchSession>((resolve) => (finish = resolve)));
    expect(screen.getByRole('status')).toHaveTextContent('Logging in...');
    expect(send).toHaveBeenCalledWith({
      body: {
        userId: 'user-director',
        centerId: 'center-paddington',
        stripeId: 'cus_demo_sunshine',
        accessToken: 'abc',
        counter: '3',
      },
    });
    finish(opened());
    await waitFor(() => expect(leaves).toEqual(['/qip/tasks']));
    expect(readStoredSession()).toEqual({
      accessToken: 'session-token',
      userId: 'user-director',
      centerId: 'center-paddington',
      stripeId: 'cus_demo_sunshine',
      viewer: false,
    });
    // Whatever the portal kept from before belongs to another session.
    expect(window.localStorage.getItem('qip.signup')).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends the encrypted variant as it came, and a viewer session goes under /viewer-{userId}', async () => {
    const { send, leaves } = launch('?tokenHash=th&auth=a.b.c&authHash=ah', () =>
      opened({ viewer: true, target: '/qip/reports' }),
    );
    await waitFor(() => expect(leaves).toEqual(['/viewer-user-director/qip/reports']));
    expect(send).toHaveBeenCalledWith({ body: { tokenHash: 'th', auth: 'a.b.c', authHash: 'ah' } });
    expect(readStoredSession()?.viewer).toBe(true);
  });

  it('goes to the root when the link names no target', async () => {
    const { leaves } = launch('?userId=user-director&accessToken=abc&counter=1', () => opened({ target: null }));
    await waitFor(() => expect(leaves).toEqual(['/']));
  });

  it('goes to /qip when the link does not check out (403), storing nothing', async () => {
    const { location, leaves } = launch(PLAIN, failWith(403, 'This login link is not valid.'));
    await waitFor(() => expect(location()).toBe('/qip'));
    expect(leaves).toEqual([]);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('says a link is incomplete when the address lacks what a link carries, without asking the API', async () => {
    const { location, send } = launch('?userId=user-director', () => opened());
    expect(await screen.findByRole('alert')).toHaveTextContent(LAUNCH_INCOMPLETE);
    expect(send).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the login page' }));
    expect(location()).toBe('/qip/auth');
  });

  it('says when a link has expired or was used, with a way to the login page', async () => {
    const message = 'This login link has expired. Please open the portal from Holistic HUB again.';
    const { location } = launch(PLAIN, failWith(410, message));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await userEvent.click(screen.getByRole('button', { name: 'Go to the login page' }));
    expect(location()).toBe('/qip/auth');
  });

  it('offers Retry when the portal cannot be reached', async () => {
    let attempt = 0;
    const { leaves } = launch(PLAIN, () => {
      attempt += 1;
      if (attempt === 1) throw new AxiosError('Network Error', 'ERR_NETWORK');
      return opened();
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the QIP Portal to sign you in.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(leaves).toEqual(['/qip/tasks']));
  });
});
