import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { z } from 'zod';
import { createApiClient } from './apiClient';
import { buildPath, defineEndpoint } from './endpoint';
import { EARLY_REPLY_MS, requestEarly, takeEarlyReply, type EarlyReply } from './earlyReplies';
import { apiErrorBody } from './errors';
import { withRetry } from './retry';

const getThing = defineEndpoint({
  method: 'GET',
  path: '/api/things/:id',
  access: 'user',
  summary: 'a thing',
  tags: [],
  params: z.object({ id: z.string() }),
  query: z.object({ q: z.string() }),
  response: z.object({ id: z.string() }),
});

const postThing = defineEndpoint({
  method: 'POST',
  path: '/api/things',
  access: 'user',
  summary: 'make a thing',
  tags: [],
  response: z.object({ ok: z.literal(true) }),
});

const getProgress = defineEndpoint({
  method: 'GET',
  path: '/api/progress',
  access: 'user',
  summary: 'a progress asked for by two parts of a page in turn',
  tags: [],
  response: z.object({ total: z.number() }),
  reuseForMs: 2000,
});

const countUnread = defineEndpoint({
  method: 'POST',
  path: '/api/unread',
  access: 'user',
  summary: 'a read the spec makes a POST',
  tags: [],
  response: z.object({ count: z.number() }),
  live: { none: 'a read' },
});

const payThing = defineEndpoint({
  method: 'POST',
  path: '/api/pay',
  access: 'user',
  summary: 'pay for a thing',
  tags: [],
  idempotent: true,
  response: z.object({ ok: z.literal(true) }),
});

const getMe = defineEndpoint({
  method: 'GET',
  path: '/api/me',
  access: 'user',
  summary: 'the signed-in user',
  tags: [],
  response: z.object({ name: z.string() }),
});

type Answer = { status: number; data: unknown };

/** An axios adapter that records requests and answers from a list. */
function fakeAdapter(answers: Answer[]) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    requests.push(config);
    const answer = answers.shift() ?? { status: 200, data: {} };
    const response = { data: answer.data, status: answer.status, statusText: '', headers: {}, config };
    if (answer.status >= 400) {
      return Promise.reject(new AxiosError('failed', String(answer.status), config, null, response as never));
    }
    return Promise.resolve(response);
  };
  return { adapter, requests };
}

describe('buildPath', () => {
  it('fills and encodes path parameters', () => {
    expect(buildPath('/api/user/:id/centers/subscription', { id: 'a b' })).toBe('/api/user/a%20b/centers/subscription');
  });

  it('refuses a missing parameter instead of calling a wrong address', () => {
    expect(() => buildPath('/api/user/:id', {})).toThrow('Missing path parameter "id"');
  });
});

describe('defineEndpoint', () => {
  const thing = {
    method: 'GET',
    path: '/api/things/:id',
    access: 'user',
    summary: 'a thing',
    tags: [],
    params: z.object({ id: z.string() }),
    response: z.object({ id: z.string() }),
  } as const;

  it("keeps the endpoint's tenancy and example as written", () => {
    const endpoint = defineEndpoint({
      ...thing,
      tenancy: { owned: [{ in: 'params', field: 'id', kind: 'center' }], role: 'admin' },
      example: { params: { id: 'centre-1' } },
    });
    expect(endpoint.tenancy).toEqual({ owned: [{ in: 'params', field: 'id', kind: 'center' }], role: 'admin' });
    expect(endpoint.example).toEqual({ params: { id: 'centre-1' } });
  });

  it('checks the names and values of the tenancy and the example against the schemas', () => {
    const misspelt = defineEndpoint({
      ...thing,
      // @ts-expect-error: the params have no field 'centre'.
      tenancy: { owned: [{ in: 'params', field: 'centre', kind: 'center' }] },
    });
    const wrongPart = defineEndpoint({
      ...thing,
      // @ts-expect-error: the endpoint takes no body.
      tenancy: { owned: [{ in: 'body', field: 'id', kind: 'center' }] },
    });
    const wrongType = defineEndpoint({
      ...thing,
      // @ts-expect-error: params.id is text.
      example: { params: { id: 7 } },
    });
    expect([misspelt.path, wrongPart.path, wrongType.path]).toEqual([thing.path, thing.path, thing.path]);
  });
});

describe('createApiClient', () => {
  it('calls the endpoint with the bearer token, the path parameters and the query', async () => {
    const { adapter, requests } = fakeAdapter([{ status: 200, data: { id: '7' } }]);
    const client = createApiClient({ getAccessToken: () => 'token-1' });
    client.http.defaults.adapter = adapter;

    const answer = await client.call(getThing, { params: { id: '7' }, query: { q: 'x' } });

    expect(answer).toEqual({ id: '7' });
    expect(requests[0]?.url).toBe('/api/things/7');
    expect(requests[0]?.params).toEqual({ q: 'x' });
    expect(AxiosHeaders.from(requests[0]?.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('makes identical reads in flight at once one request, and the next read a new one', async () => {
    const { adapter, requests } = fakeAdapter([
      { status: 200, data: { id: '7' } },
      { status: 200, data: { id: '8' } },
      { status: 200, data: { id: '7' } },
    ]);
    const client = createApiClient({ getAccessToken: () => 'token-1' });
    client.http.defaults.adapter = adapter;
    const seven = { params: { id: '7' }, query: { q: 'x' } };

    const answers = await Promise.all([
      client.call(getThing, seven),
      client.call(getThing, seven),
      client.call(getThing, { params: { id: '8' }, query: { q: 'x' } }),
    ]);
    expect(answers).toEqual([{ id: '7' }, { id: '7' }, { id: '8' }]);
    expect(requests.map((request) => request.url)).toEqual(['/api/things/7', '/api/things/8']);

    await client.call(getThing, seven);
    expect(requests).toHaveLength(3);
  });

  it('never shares a write, nor a read its caller may cancel', async () => {
    const { adapter, requests } = fakeAdapter([]);
    const client = createApiClient({ getAccessToken: () => null });
    client.http.defaults.adapter = adapter;
    const input = { params: { id: '7' }, query: { q: 'x' } };
    await Promise.all([client.call(postThing), client.call(postThing)]);
    const signal = new AbortController().signal;
    await Promise.all([client.call(getThing, input, { signal }), client.call(getThing, input)]);
    expect(requests).toHaveLength(4);
  });

  it('gives the reply of an endpoint with reuseForMs to identical calls for that long, then asks again', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00Z') });
    try {
      const { adapter, requests } = fakeAdapter([
        { status: 200, data: { total: 10 } },
        { status: 200, data: { total: 20 } },
      ]);
      const client = createApiClient({ getAccessToken: () => 'token-1' });
      client.http.defaults.adapter = adapter;

      await expect(client.call(getProgress)).resolves.toEqual({ total: 10 });
      jest.advanceTimersByTime(1999);
      await expect(client.call(getProgress)).resolves.toEqual({ total: 10 });
      expect(requests).toHaveLength(1);

      jest.advanceTimersByTime(1);
      await expect(client.call(getProgress)).resolves.toEqual({ total: 20 });
      expect(requests).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps no reply of an endpoint without reuseForMs once it has arrived', async () => {
    const { adapter, requests } = fakeAdapter([]);
    const client = createApiClient({ getAccessToken: () => 'token-1' });
    client.http.defaults.adapter = adapter;
    const seven = { params: { id: '7' }, query: { q: 'x' } };
    await client.call(getThing, seven);
    await client.call(getThing, seven);
    expect(requests).toHaveLength(2);
  });

  it('asks again after a write of its own, or when told to forget (a colleague changed something)', async () => {
    const { adapter, requests } = fakeAdapter([
      { status: 200, data: { total: 10 } },
      { status: 200, data: { ok: true } },
      { status: 200, data: { total: 20 } },
      { status: 200, data: { total: 30 } },
    ]);
    const client = createApiClient({ getAccessToken: () => 'token-1' });
    client.http.defaults.adapter = adapter;

    await client.call(getProgress);
    await client.call(postThing);
    await expect(client.call(getProgress)).resolves.toEqual({ total: 20 });
    client.forgetRecentReplies();
    await expect(client.call(getProgress)).resolves.toEqual({ total: 30 });
    expect(requests.map((request) => request.url)).toEqual([
      '/api/progress',
      '/api/things',
      '/api/progress',
      '/api/progress',
    ]);
  });

  it('keeps them across a POST whose contract says it changes nothing (live: none)', async () => {
    const { adapter, requests } = fakeAdapter([
      { status: 200, data: { total: 10 } },
      { status: 200, data: { count: 2 } },
    ]);
    const client = createApiClient({ getAccessToken: () => 'token-1' });
    client.http.defaults.adapter = adapter;
    await client.call(getProgress);
    await client.call(countUnread);
    await expect(client.call(getProgress)).resolves.toEqual({ total: 10 });
    expect(requests.map((request) => request.url)).toEqual(['/api/progress', '/api/unread']);
  });

  it('gives no one the reply of a read that was in flight when a write finished', async () => {
    let answerRead: (total: number) => void = () => undefined;
    const requests: string[] = [];
    const client = createApiClient({ getAccessToken: () => 'token-1' });
    client.http.defaults.adapter = (config) => {
      requests.push(`${config.method} ${config.url}`);
      const respond = (data: unknown) => ({ data, status: 200, statusText: '', headers: {}, config });
      if (config.method === 'post') return Promise.resolve(respond({ ok: true }));
      if (requests.length === 1) return new Promise((resolve) => (answerRead = (total) => resolve(respond({ total }))));
      return Promise.resolve(respond({ total: 99 }));
    };

    const before = client.call(getProgress);
    await client.call(postThing);
    // Not joined: it may have been answered before the write.
    await expect(client.call(getProgress)).resolves.toEqual({ total: 99 });
    answerRead(10);
    await expect(before).resolves.toEqual({ total: 10 });
    // Nor kept once it arrives: the reply kept is the one asked for after the write.
    await expect(client.call(getProgress)).resolves.toEqual({ total: 99 });
    expect(requests).toEqual(['get /api/progress', 'post /api/things', 'get /api/progress']);
  });

  it('sends {} as the body of a POST without one (an empty POST would be form-encoded)', async () => {
    const { adapter, requests } = fakeAdapter([{ status: 200, data: { ok: true } }]);
    const client = createApiClient({ getAccessToken: () => null });
    client.http.defaults.adapter = adapter;
    await client.call(postThing);
    expect(requests[0]?.data).toBe('{}');
    expect(AxiosHeaders.from(requests[0]?.headers).get('Authorization')).toBeFalsy();
  });

  it('reports a 401 to a signed-in call once, and passes the error on', async () => {
    const { adapter } = fakeAdapter([
      { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Please sign in.' } },
    ]);
    const onUnauthorized = jest.fn();
    const client = createApiClient({ getAccessToken: () => 'expired', onUnauthorized });
    client.http.defaults.adapter = adapter;

    const error = await client
      .call(getThing, { params: { id: '1' }, query: { q: '' } })
      .catch((caught: unknown) => caught);

    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(apiErrorBody(error)).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Please sign in.' });
  });

  it('does not treat a wrong password (401 without a token) as an expired session', async () => {
    const { adapter } = fakeAdapter([{ status: 401, data: {} }]);
    const onUnauthorized = jest.fn();
    const client = createApiClient({ getAccessToken: () => null, onUnauthorized });
    client.http.defaults.adapter = adapter;
    await expect(client.call(postThing)).rejects.toBeInstanceOf(AxiosError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('retries by the given policy', async () => {
    const { adapter, requests } = fakeAdapter([
      { status: 503, data: {} },
      { status: 200, data: { ok: true } },
    ]);
    const client = createApiClient({ getAccessToken: () => 't' });
    client.http.defaults.adapter = adapter;
    await expect(client.call(postThing, undefined, { retry: { retries: 3, delayMs: 1 } })).resolves.toEqual({
      ok: true,
    });
    expect(requests).toHaveLength(2);
  });

  it('sends an idempotent call one Idempotency-Key, the same on each retry, and another for the next call', async () => {
    const { adapter, requests } = fakeAdapter([
      { status: 503, data: {} },
      { status: 200, data: { ok: true } },
      { status: 200, data: { ok: true } },
      { status: 200, data: { ok: true } },
    ]);
    const client = createApiClient({ getAccessToken: () => 't' });
    client.http.defaults.adapter = adapter;
    await client.call(payThing, undefined, { retry: { retries: 3, delayMs: 1 } });
    await client.call(payThing);
    await client.call(postThing);
    const keys = requests.map((request) => AxiosHeaders.from(request.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).toBeFalsy();
  });

  it('keeps the key a screen gives, so a double click acts once', async () => {
    const { adapter, requests } = fakeAdapter([]);
    const client = createApiClient({ getAccessToken: () => 't' });
    client.http.defaults.adapter = adapter;
    await client.call(payThing, undefined, { idempotencyKey: 'order-7' });
    await client.call(payThing, undefined, { idempotencyKey: 'order-7' });
    expect(requests.map((request) => AxiosHeaders.from(request.headers).get('Idempotency-Key'))).toEqual([
      'order-7',
      'order-7',
    ]);
  });
});

describe('early replies (asked for by the first script, before the client loaded)', () => {
  const early = (url: string, accessToken: string, status: number, body: unknown): EarlyReply => ({
    url,
    accessToken,
    reply: Promise.resolve({ status, body }),
  });

  it('answers the same GET with the same token from the early reply, once; the next call asks', async () => {
    const { adapter, requests } = fakeAdapter([{ status: 200, data: { name: 'asked' } }]);
    const client = createApiClient({
      getAccessToken: () => 'token-1',
      earlyReplies: [early('/api/me', 'token-1', 200, { name: 'early' })],
    });
    client.http.defaults.adapter = adapter;

    await expect(client.call(getMe)).resolves.toEqual({ name: 'early' });
    expect(requests).toHaveLength(0);
    await expect(client.call(getMe)).resolves.toEqual({ name: 'asked' });
    expect(requests).toHaveLength(1);
  });

  it('takes an early reply added to its list after it was made (a login on the open page)', async () => {
    const { adapter, requests } = fakeAdapter([{ status: 200, data: { name: 'asked' } }]);
    const earlyReplies: EarlyReply[] = [];
    const client = createApiClient({ getAccessToken: () => 'token-1', earlyReplies });
    client.http.defaults.adapter = adapter;
    earlyReplies.push(early('/api/me', 'token-1', 200, { name: 'early' }));

    await expect(client.call(getMe)).resolves.toEqual({ name: 'early' });
    expect(requests).toHaveLength(0);
    expect(earlyReplies).toHaveLength(0);
  });

  it('asks itself when the early reply was refused (so a 401 still signs out), or was for another token', async () => {
    const { adapter, requests } = fakeAdapter([
      { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Please sign in.' } },
      { status: 200, data: { name: 'asked' } },
    ]);
    const onUnauthorized = jest.fn();
    const refused = createApiClient({
      getAccessToken: () => 'expired',
      onUnauthorized,
      earlyReplies: [early('/api/me', 'expired', 401, { message: 'Please sign in.' })],
    });
    refused.http.defaults.adapter = adapter;
    await expect(refused.call(getMe)).rejects.toBeDefined();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    const otherToken = createApiClient({
      getAccessToken: () => 'token-2',
      earlyReplies: [early('/api/me', 'token-1', 200, { name: 'early' })],
    });
    otherToken.http.defaults.adapter = adapter;
    await expect(otherToken.call(getMe)).resolves.toEqual({ name: 'asked' });
    expect(requests).toHaveLength(2);
  });

  it('does not give an early reply older than EARLY_REPLY_MS (the page opened again later asks afresh)', async () => {
    const sentAt = Date.now();
    const replies: EarlyReply[] = [
      { ...early('/api/me', 'token-1', 200, { name: 'old' }), sentAt },
      { ...early('/api/other', 'token-1', 200, { name: 'fresh' }), sentAt: sentAt + EARLY_REPLY_MS },
    ];
    await expect(takeEarlyReply(replies, '/api/me', 'token-1', sentAt + EARLY_REPLY_MS + 1)).resolves.toBeUndefined();
    expect(replies.map((reply) => reply.url)).toEqual(['/api/other']);
    await expect(takeEarlyReply(replies, '/api/other', 'token-1', sentAt + EARLY_REPLY_MS + 1)).resolves.toEqual({
      body: { name: 'fresh' },
    });
  });

  it('requestEarly sends the bearer token and answers null when the request fails', async () => {
    const send = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
      Promise.resolve({ status: 200, json: () => Promise.resolve({ name: 'early' }) } as unknown as Response),
    );
    await expect(requestEarly('/api/me', 'token-1', send).reply).resolves.toEqual({
      status: 200,
      body: { name: 'early' },
    });
    expect(send.mock.calls[0]?.[1]?.headers).toMatchObject({ authorization: 'Bearer token-1' });
    const offline = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(requestEarly('/api/me', 'token-1', offline).reply).resolves.toBeNull();
  });
});

describe('withRetry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tries again every delay, up to the number of retries, then gives up with the last error', async () => {
    const task = jest.fn().mockRejectedValue(new Error('down'));
    const result = withRetry(task, { retries: 5, delayMs: 3000 }).catch((error: Error) => error.message);
    for (let i = 0; i < 5; i += 1) await jest.advanceTimersByTimeAsync(3000);
    expect(await result).toBe('down');
    expect(task).toHaveBeenCalledTimes(6);
  });

  it('does not retry what asking again cannot fix (403)', async () => {
    const forbidden = new AxiosError('no', '403', undefined, null, { status: 403, data: {} } as never);
    const task = jest.fn().mockRejectedValue(forbidden);
    await expect(withRetry(task, { retries: 3, delayMs: 3000 })).rejects.toBe(forbidden);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
