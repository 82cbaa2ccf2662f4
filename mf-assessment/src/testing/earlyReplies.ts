import { createApiClient, pageFirstReads, sendFirstReads, type EarlyReply } from '@qip/shared-contracts';

/**
 * An API client holding the replies of the reads the shell sends early for `address`
 * (pageFirstReads, sent as the shell sends them, chained steps included), answered from `bodies`
 * by address; any call the page makes itself fails the test (`asked`).
 */
export async function clientWithEarlyReplies(address: string, centerId: string, bodies: Record<string, unknown>) {
  const url = new URL(address, 'http://portal.test');
  const earlyReplies: EarlyReply[] = [];
  const send = ((requested: string) =>
    requested in bodies
      ? Promise.resolve({ status: 200, json: () => Promise.resolve(bodies[requested]) } as Response)
      : Promise.reject(new Error(`no body for ${requested}`))) as typeof fetch;
  sendFirstReads(pageFirstReads(url.pathname, { centerId, search: url.search }), 'token', earlyReplies, send);
  // Lets the first replies come and the steps they lead to be sent.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const api = createApiClient({ getAccessToken: () => 'token', earlyReplies });
  const asked = jest.fn(() => Promise.reject(new Error('asked the API itself')));
  api.http.defaults.adapter = asked;
  return { api, asked, earlyReplies };
}
