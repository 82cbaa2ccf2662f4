// The demo user the benchmark works as, signed in over HTTP.
import { endpoints, PORTAL_CLIENT_ID, TokenResponseSchema } from '@qip/shared-contracts';

/** Bluegum's director: one service, so the portal selects it at once. */
export const BENCH_LOGIN = { email: 'director@bluegum.test', password: 'bluegum-demo' } as const;

export interface SignedIn {
  token: string;
  userId: string;
  centerId: string;
}

export async function signIn(origin: string): Promise<SignedIn> {
  const response = await fetch(`${origin}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      username: BENCH_LOGIN.email,
      password: BENCH_LOGIN.password,
      client_id: PORTAL_CLIENT_ID,
    }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  const token = TokenResponseSchema.parse(await response.json()).access_token;
  const me = endpoints.users.me.response.parse(await getJson(origin, '/api/user', token));
  const centerId = me.centerIds[0];
  if (!centerId) throw new Error(`${BENCH_LOGIN.email} has no service`);
  return { token, userId: me.id, centerId };
}

export async function getJson(origin: string, url: string, token: string): Promise<unknown> {
  const response = await fetch(`${origin}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}
