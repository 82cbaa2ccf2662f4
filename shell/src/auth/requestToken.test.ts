import { rateLimitedMessage, TOKEN_PATH } from '@qip/shared-contracts/plain';
import { requestToken } from './requestToken';
import { LoginError } from './signIn';

const credentials = { email: 'director@sunshine.test', password: 'sunshine-demo', rememberMe: true };

/** An answer of the token endpoint as fetch gives it (jsdom has no Response). */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const response = {
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
  } as unknown as Response;
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(() => Promise.resolve(response));
}

describe('requestToken', () => {
  it('posts the password grant of the portal client and answers the access token', async () => {
    const send = answer(200, { token_type: 'Bearer', access_token: 'the-token', expires_in: 3600 });
    await expect(requestToken(credentials, send)).resolves.toBe('the-token');
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe(TOKEN_PATH);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      grant_type: 'password',
      username: 'director@sunshine.test',
      password: 'sunshine-demo',
      client_id: 'qip-portal',
      remember_me: 1,
    });
  });

  it("a 401 is a refusal, in the API's words when it gave some", async () => {
    const said = 'This account is for the management hub and cannot sign in to the QIP Portal.';
    await expect(requestToken(credentials, answer(401, { statusCode: 401, message: said }))).rejects.toEqual(
      new LoginError('refused', said),
    );
    await expect(requestToken(credentials, answer(401, {}))).rejects.toMatchObject({ reason: 'refused', detail: null });
  });

  it('a 429 without words says how long to wait from Retry-After', async () => {
    const error = await requestToken(credentials, answer(429, {}, { 'retry-after': '120' })).catch((e: unknown) => e);
    expect(error).toEqual(new LoginError('too-many-attempts', rateLimitedMessage('login', 120)));
  });

  it('no answer, a server fault, or a 200 without a token is unreachable', async () => {
    const offline = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(requestToken(credentials, offline)).rejects.toMatchObject({ reason: 'unreachable' });
    await expect(requestToken(credentials, answer(500, { message: 'boom' }))).rejects.toMatchObject({
      reason: 'unreachable',
    });
    await expect(requestToken(credentials, answer(200, {}))).rejects.toMatchObject({ reason: 'unreachable' });
  });
});
