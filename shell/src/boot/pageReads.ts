import { pageFirstReads, pagePathOf, sendFirstReads, type EarlyReply } from '@qip/shared-contracts/plain';
import { storedReadFacts } from './sessionReads';

/**
 * For a stored, unexpired session with a selected service: sends the first reads of the page at
 * the address (pageFirstReads) onto `into`, the list the API client takes replies from, which
 * would otherwise wait for the portal to run and the page to mount. Should the session end
 * elsewhere (the routing rules send the person on, another service is selected), they go unused
 * and the page asks itself.
 */
export function sendPageReads(
  address: Pick<Location, 'pathname' | 'search'>,
  into: EarlyReply[],
  storage: Storage = window.localStorage,
  send: typeof fetch = (...args) => fetch(...args),
): void {
  const stored = storedReadFacts(storage);
  if (!stored?.centerId) return;
  sendFirstReads(
    pageFirstReads(pagePathOf(address.pathname), { centerId: stored.centerId, search: address.search }),
    stored.accessToken,
    into,
    send,
  );
}
