import { createApiClient, pageFirstReads, sendFirstReads, type EarlyReply } from '@qip/shared-contracts';

/**
 * An API client holding the replies of the reads the shell sends early for `address`
 * (pageFirstReads, sent as the shell sends them, chained steps included), answered from `bodies`
 * by address (a 404 for any other); any call the page makes itself fails the test (`asked`).
 * The page's own calls should take every reply it was sent; `earlyReplies` holds those not taken.
 */
export async function clientWithEarlyReplies(address: string, centerId: string, bodies: Record<string, unknown>) {
  const url = new URL(address, 'http://portal.test');
  const earlyReplies: EarlyReply[] = [];
  const send = ((requested: string) =>
    Promise.resolve({
      status: requested in bodies ? 200 : 404,
      json: () => Promise.resolve(bodies[requested] ?? { message: 'Not found' }),
    } as Response)) as typeof fetch;
  sendFirstReads(pageFirstReads(url.pathname, { centerId, search: url.search }), 'token', earlyReplies, send);
  // Lets the first replies come and the steps they lead to be sent.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const api = createApiClient({ getAccessToken: () => 'token', earlyReplies });
  const asked = jest.fn(() => Promise.reject(new Error('asked the API itself')));
  api.http.defaults.adapter = asked;
  return { api, asked, earlyReplies };
}
