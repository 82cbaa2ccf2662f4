import type { EarlyReply } from '@qip/shared-contracts';
import { SESSION_STORAGE_KEY } from '@qip/shared-contracts/plain';
import { fakeToken } from '../testing/renderShell';
import { sendPageReads } from './pageReads';

function storageWith(session: unknown): Storage {
  window.localStorage.clear();
  if (session !== undefined) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  return window.localStorage;
}

const session = (accessToken: string, centerId: string | null = 'centre-1') => ({
  accessToken,
  userId: 'user 7',
  centerId,
  stripeId: null,
  viewer: false,
});

const send = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
  Promise.resolve({ status: 200, json: () => Promise.resolve({}) } as unknown as Response),
);
beforeEach(() => send.mockClear());

const sent = (address: { pathname: string; search: string }, storage: Storage) => {
  const list: EarlyReply[] = [];
  sendPageReads(address, list, storage, send);
  return list;
};

describe('sendPageReads', () => {
  it("sends the first reads of the page at the address for the stored service, with the session's token", () => {
    const token = fakeToken(3600);
    const list = sent({ pathname: '/qip/nqa/3/', search: '?element=3.2.1' }, storageWith(session(token)));
    expect(list.map(({ url }) => url)).toEqual([
      '/api/center/centre-1',
      '/api/category/3?center_id=centre-1',
      '/api/laws-regulations-result-get-nqa/centre-1/3',
      '/api/centers/centre-1/nqa-progress',
    ]);
    expect(list.every(({ accessToken }) => accessToken === token)).toBe(true);
  });

  it("reads a viewer's address (a base path before /qip) as the same page", () => {
    const list = sent({ pathname: '/viewer-user-9/qip/nqa', search: '' }, storageWith(session(fakeToken(3600))));
    expect(list.map(({ url }) => url)).toEqual(['/api/nqa', '/api/centers/centre-1/nqa-progress']);
  });

  it('sends nothing without a stored service, with an expired session, or without one', () => {
    expect(sent({ pathname: '/qip/nqa', search: '' }, storageWith(session(fakeToken(3600), null)))).toEqual([]);
    expect(sent({ pathname: '/qip/nqa', search: '' }, storageWith(session(fakeToken(-60))))).toEqual([]);
    expect(sent({ pathname: '/qip/nqa', search: '' }, storageWith(undefined))).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });
});
