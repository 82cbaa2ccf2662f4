import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { authenticateClient } from '../../auth/clients';
import { verifyPassword } from '../../auth/passwords';
import { OAuthError } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';

export const WRONG_CREDENTIALS = 'The email or password is incorrect.';

export default async function tokenRoutes(
  app: FastifyInstance,
  options: { tokenTtlSeconds: number; rememberMeTtlSeconds: number },
) {
  registerEndpoint(app, endpoints.auth.token, async ({ body }) => {
    if (!(await authenticateClient(app.db, body.client_id, body.client_secret))) {
      throw new OAuthError(401, 'invalid_client', 'This application is not allowed to sign in.');
    }

    const email = body.username.trim().toLowerCase();
    const user = await app.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirst();
    const valid = await verifyPassword(user?.password_hash ?? null, body.password);
    if (!user || !valid) throw new OAuthError(401, 'invalid_grant', WRONG_CREDENTIALS);

    const ttl = body.remember_me ? options.rememberMeTtlSeconds : options.tokenTtlSeconds;
    const accessToken = await app.tokens.sign({ userId: user.id, clientId: body.client_id }, ttl);
    return { token_type: 'Bearer' as const, access_token: accessToken, expires_in: ttl };
  });
}
