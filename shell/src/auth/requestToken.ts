import { TOKEN_PATH } from '@qip/shared-contracts/plain';
import { LoginError, loginErrorOf, tokenRequestBody, type Credentials } from './signIn';

/** A Retry-After header in seconds, or null. */
function secondsOf(header: string | null): number | null {
  if (header === null) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/**
 * Asks the token endpoint for an access token with `fetch`, as the login page does before the
 * portal's API client (axios and the contracts' schemas) has loaded; a refusal becomes the same
 * LoginError the signed-in portal's session throws.
 */
export async function requestToken(credentials: Credentials, send: typeof fetch = fetch): Promise<string> {
  let response: Response;
  try {
    response = await send(TOKEN_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(tokenRequestBody(credentials)),
    });
  } catch {
    throw new LoginError('unreachable');
  }
  const body: unknown = await response.json().catch(() => null);
  const field = (name: string) =>
    body && typeof body === 'object' && name in body ? (body as Record<string, unknown>)[name] : undefined;
  const accessToken = field('access_token');
  if (response.ok && typeof accessToken === 'string' && accessToken) return accessToken;
  const message = field('message');
  throw loginErrorOf({
    // A 200 without a token is a server fault, like a 500.
    status: response.ok ? 500 : response.status,
    message: typeof message === 'string' ? message : null,
    retryAfterSeconds: secondsOf(response.headers.get('retry-after')),
  });
}
