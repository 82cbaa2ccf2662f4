import { SESSION_STORAGE_KEY } from '@qip/shared-contracts/plain';
import { fakeToken } from '../testing/renderShell';
import { startSessionReads, startSessionReadsForToken } from './sessionReads';

function storageWith(session: unknown): Storage {
  window.localStorage.clear();
  if (session !== undefined) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  return window.localStorage;
}

const session = (accessToken: string) => ({
  accessToken,
  userId: 'user 7',
  centerId: 'centre-1',
  stripeId: null,
  viewer: false,
});

/** The fetch the reads go through: answers every request with an empty 200. */
const send = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
  Promise.resolve({ status: 200, json: () => Promise.resolve({}) } as unknown as Response),
);

beforeEach(() => send.mockClear());

describe('startSessionReads', () => {
  it("asks for a stored session's user and services at once, with its token", async () => {
    const token = fakeToken(3600);
    const reads = startSessionReads(storageWith(session(token)), Date.now(), send);
    expect(reads.map(({ url, accessToken }) => ({ url, accessToken }))).toEqual([
      { url: '/api/user', accessToken: token },
      { url: '/api/user/user%207/centers/subscription', accessToken: token },
    ]);
    await Promise.all(reads.map((read) => read.reply));
    expect(send.mock.calls.map(([url, init]) => [url, init?.headers])).toEqual([
      ['/api/user', { authorization: `Bearer ${token}`, accept: 'application/json' }],
      ['/api/user/user%207/centers/subscription', { authorization: `Bearer ${token}`, accept: 'application/json' }],
    ]);
  });

  it('asks for nothing without a session, with an expired or unreadable one', () => {
    expect(startSessionReads(storageWith(undefined), Date.now(), send)).toEqual([]);
    expect(startSessionReads(storageWith(session(fakeToken(-60))), Date.now(), send)).toEqual([]);
    expect(startSessionReads(storageWith({ accessToken: 7 }), Date.now(), send)).toEqual([]);
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(startSessionReads(window.localStorage, Date.now(), send)).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });

  it("asks for a new token's user (its subject) and services", () => {
    const token = fakeToken(3600);
    expect(startSessionReadsForToken(token, send).map(({ url }) => url)).toEqual([
      '/api/user',
      '/api/user/user-director/centers/subscription',
    ]);
    expect(startSessionReadsForToken('garbage', send)).toEqual([]);
  });
});
