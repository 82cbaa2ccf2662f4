import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { passwordGrantUser } from './auth.service';

export interface AuthRoutesOptions {
  tokenTtlSeconds: number;
  /** The lifetime of a remembered sign-in. */
  rememberMeTtlSeconds: number;
}

/** POST /oauth/token: the password grant. */
export default synchronousPlugin(function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  registerEndpoint(app, endpoints.auth.token, async ({ body }) => {
    const { userId, sessionVersion } = await passwordGrantUser(app.db, body);
    const ttl = body.remember_me ? options.rememberMeTtlSeconds : options.tokenTtlSeconds;
    const accessToken = await app.tokens.sign({ userId, clientId: body.client_id, sessionVersion }, ttl);
    return { token_type: 'Bearer' as const, access_token: accessToken, expires_in: ttl };
  });
});
