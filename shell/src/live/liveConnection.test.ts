/**
 * @jest-environment node
 */
import type { LiveChangeEvent } from '@qip/shared-contracts';
import { openLiveConnection } from './liveConnection';

// The live stream's connection, against a fake fetch whose streams the test writes and drops.

const change = (id: number, entity: LiveChangeEvent['entity'] = 'questions'): LiveChangeEvent => ({
  id,
  centerId: 'c1',
  entity,
  by: { id: 'u2', name: 'Anna Lee' },
  at: '2026-11-26T10:00:00.000Z',
  summary: '1.3.2',
});
const changeText = (value: LiveChangeEvent) => `id: ${value.id}\nevent: change\ndata: ${JSON.stringify(value)}\n\n`;

/** One request the connection made, and the stream the test answers it with. */
interface Opened {
  url: string;
  headers: Record<string, string>;
  send(text: string): void;
  /** The connection drops (the network fails). */
  drop(): void;
  end(): void;
}

function fakeServer(status = 200) {
  const opened: Opened[] = [];
  const waiting: Array<() => void> = [];
  const fetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(streamController) {
        controller = streamController;
      },
    });
    init?.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
    const encoder = new TextEncoder();
    opened.push({
      url: input instanceof Request ? input.url : input.toString(),
      headers: { ...(init?.headers as Record<string, string>) },
      send: (text) => controller.enqueue(encoder.encode(text)),
      drop: () => controller.error(new TypeError('network error')),
      end: () => controller.close(),
    });
    waiting.splice(0).forEach((resolve) => resolve());
    return Promise.resolve(new Response(status === 200 ? body : '{}', { status }));
  };
  /** Resolves once the connection has made `count` requests. */
  const requests = async (count: number) => {
    while (opened.length < count) await new Promise<void>((resolve) => waiting.push(resolve));
    return opened[count - 1]!;
  };
  return { fetch, opened, requests };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('openLiveConnection', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("opens the centre's stream with the token and hands over each change", async () => {
    const server = fakeServer();
    const changes: LiveChangeEvent[] = [];
    const connection = openLiveConnection({
      centerId: 'c 1',
      accessToken: 'tok',
      onChange: (value) => changes.push(value),
      onResync: () => undefined,
      fetch: server.fetch,
    });
    const first = await server.requests(1);
    expect(first.url).toBe('/api/live?center_id=c%201');
    expect(first.headers).toMatchObject({ Authorization: 'Bearer tok', Accept: 'text/event-stream' });
    expect(first.headers).not.toHaveProperty('Last-Event-ID');
    first.send(`retry: 3000\nid: 4\nevent: watching\ndata: {}\n\n${changeText(change(5)).slice(0, 20)}`);
    await tick();
    expect(changes).toEqual([]);
    first.send(`${changeText(change(5)).slice(20)}: heartbeat\n\n`);
    await tick();
    expect(changes).toEqual([change(5)]);
    connection.close();
  });

  it('reconnects after a drop, with backoff, and asks for what it missed (Last-Event-ID)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const server = fakeServer();
    const changes: number[] = [];
    const connection = openLiveConnection({
      centerId: 'c1',
      accessToken: 'tok',
      onChange: (value) => changes.push(value.id),
      onResync: () => undefined,
      fetch: server.fetch,
      random: () => 1,
    });
    const first = await server.requests(1);
    first.send(`id: 4\nevent: watching\ndata: {}\n\n${changeText(change(5))}`);
    await Promise.resolve();
    await jest.advanceTimersByTimeAsync(0);
    first.drop();
    await jest.advanceTimersByTimeAsync(999);
    expect(server.opened).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    const second = await server.requests(2);
    expect(second.headers).toMatchObject({ 'Last-Event-ID': '5' });
    // It fails again before opening: the next wait is longer (2 s).
    second.drop();
    await jest.advanceTimersByTimeAsync(1000);
    expect(server.opened).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1000);
    const third = await server.requests(3);
    expect(third.headers).toMatchObject({ 'Last-Event-ID': '5' });
    third.send(changeText(change(6)) + changeText(change(7)));
    await jest.advanceTimersByTimeAsync(0);
    expect(changes).toEqual([5, 6, 7]);
    connection.close();
    jest.useRealTimers();
  });

  it('catches up from the opening id when it drops before any change', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const server = fakeServer();
    const connection = openLiveConnection({
      centerId: 'c1',
      accessToken: 'tok',
      onChange: () => undefined,
      onResync: () => undefined,
      fetch: server.fetch,
      random: () => 1,
    });
    const first = await server.requests(1);
    first.send('retry: 3000\nid: 12\nevent: watching\ndata: {}\n\n');
    await jest.advanceTimersByTimeAsync(0);
    first.drop();
    await jest.advanceTimersByTimeAsync(1000);
    const second = await server.requests(2);
    expect(second.headers).toMatchObject({ 'Last-Event-ID': '12' });
    connection.close();
    jest.useRealTimers();
  });

  it("reconnects when the server ends the stream, and passes on 'resync'", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const server = fakeServer();
    const resyncs: number[] = [];
    const connection = openLiveConnection({
      centerId: 'c1',
      accessToken: 'tok',
      onChange: () => undefined,
      onResync: () => resyncs.push(1),
      fetch: server.fetch,
      random: () => 0,
    });
    (await server.requests(1)).end();
    await jest.advanceTimersByTimeAsync(500);
    const second = await server.requests(2);
    second.send('event: resync\ndata: {}\n\n');
    await jest.advanceTimersByTimeAsync(0);
    expect(resyncs).toEqual([1]);
    connection.close();
    jest.useRealTimers();
  });

  it('stops for good when the API refuses the stream (401 or 403), and on close', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const refused = fakeServer(403);
    const statuses: number[] = [];
    openLiveConnection({
      centerId: 'c1',
      accessToken: 'tok',
      onChange: () => undefined,
      onResync: () => undefined,
      onRefused: (status) => statuses.push(status),
      fetch: refused.fetch,
    });
    await refused.requests(1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(refused.opened).toHaveLength(1);
    expect(statuses).toEqual([403]);

    const server = fakeServer();
    const connection = openLiveConnection({
      centerId: 'c1',
      accessToken: 'tok',
      onChange: () => undefined,
      onResync: () => undefined,
      fetch: server.fetch,
    });
    await server.requests(1);
    connection.close();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(server.opened).toHaveLength(1);
    jest.useRealTimers();
  });
});
