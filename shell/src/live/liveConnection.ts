import {
  endpoints,
  LIVE_EVENTS,
  isLiveChangeEvent,
  liveReconnectDelay,
  type LiveChangeEvent,
} from '@qip/shared-contracts';
import { readEventStream } from './eventStreamReader';

export interface LiveConnectionOptions {
  centerId: string;
  /** The session's bearer token (EventSource could not send it: the stream is read with fetch). */
  accessToken: string;
  /** Each change to the centre, as the API sent it (the caller leaves out its own). */
  onChange: (change: LiveChangeEvent) => void;
  /** The changes missed while away can no longer be told: everything shown is refetched. */
  onResync: () => void;
  /** The API refused the stream (401 or 403): the connection stops; the session deals with why. */
  onRefused?: (status: number) => void;
  fetch?: typeof fetch;
  /** Reconnect delays' spread (tests give a fixed one). */
  random?: () => number;
}

export interface LiveConnection {
  close(): void;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The portal's one stream of a centre's changes (GET /api/live, Server-Sent Events read through
 * fetch). It reconnects by itself after a drop (1 s, 2 s, 4 s … up to 30 s) and sends the last
 * event id it saw, so the API sends what was missed first. `close` ends it for good.
 */
export function openLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const controller = new AbortController();
  const { signal } = controller;
  const fetchStream = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const random = options.random ?? Math.random;
  let lastEventId: string | null = null;

  const received = (event: { event: string; data: string }) => {
    if (event.event === LIVE_EVENTS.resync) {
      options.onResync();
      return;
    }
    if (event.event !== LIVE_EVENTS.change) return;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    if (isLiveChangeEvent(data)) options.onChange(data);
  };

  async function run() {
    let attempt = 0;
    while (!signal.aborted) {
      try {
        const url = `${endpoints.live.changes.path}?center_id=${encodeURIComponent(options.centerId)}`;
        const response = await fetchStream(url, {
          headers: {
            Accept: 'text/event-stream',
            Authorization: `Bearer ${options.accessToken}`,
            ...(lastEventId === null ? {} : { 'Last-Event-ID': lastEventId }),
          },
          cache: 'no-store',
          signal,
        });
        if (response.status === 401 || response.status === 403) {
          options.onRefused?.(response.status);
          return;
        }
        if (!response.ok || !response.body) throw new Error(`The live stream answered ${response.status}`);
        await readEventStream(response.body, {
          // The backoff starts again once a stream has carried something.
          onData: () => {
            attempt = 0;
          },
          onEvent: received,
          onId: (id) => {
            lastEventId = id;
          },
        });
      } catch (error) {
        if (signal.aborted) return;
        console.warn('The live stream dropped; reconnecting', error);
      }
      await wait(liveReconnectDelay(attempt, random()), signal);
      attempt += 1;
    }
  }

  void run();
  return { close: () => controller.abort() };
}
