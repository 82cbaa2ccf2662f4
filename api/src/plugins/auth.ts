import { SIGN_IN_MESSAGES } from '@qip/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthContext } from '../auth/access';
import { isHubAccount } from '../auth/hubAccounts';
import type { TokenSigner } from '../auth/tokens';
import { forbidden, unauthorized } from '../http/httpError';
import { synchronousPlugin } from '../http/synchronousPlugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller of a signed-in route (set by `authenticate`). */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    tokens: TokenSigner;
    /** preHandler of every signed-in route: 401 without a valid, unexpired bearer token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Methods that only read; a viewer session may use these and nothing else. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const VIEWER_READ_ONLY = 'You are viewing this service as another user, so nothing can be changed.';

/** The bearer token of a request, or null when it has none. */
export function bearerToken(request: FastifyRequest): string | null {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * The signed-in caller of a request: its bearer token verified and the user it names loaded.
 * 401 without a token, with an invalid or expired one, for a user that no longer exists, and for a
 * hub account (a token minted earlier or elsewhere opens nothing).
 */
export async function callerFromBearer(app: FastifyInstance, request: FastifyRequest): Promise<AuthContext> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Please sign in.');

  const claims = await app.tokens.verify(token);
  if (!claims) throw unauthorized('Your session has expired. Please sign in again.');

  const user = await app.db.selectFrom('users').selectAll().where('id', '=', claims.sub).executeTakeFirst();
  if (!user) throw unauthorized('Please sign in again.');
  if (isHubAccount(user)) throw unauthorized(SIGN_IN_MESSAGES.hubAccount);

  return { user, clientId: claims.client_id, viewer: claims.viewer === true };
}

export default fp(
  synchronousPlugin(function authPlugin(app: FastifyInstance, options: { tokens: TokenSigner }) {
    app.decorate('tokens', options.tokens);
    app.decorateRequest('auth', null);

    // A viewer session is view-only across the whole API: every write with a viewer token is
    // refused here, before any route (or its body parsing) runs, so no route can forget it.
    app.addHook('onRequest', async (request) => {
      if (READ_ONLY_METHODS.has(request.method)) return;
      const token = bearerToken(request);
      if (!token) return;
      const claims = await app.tokens.verify(token);
      if (claims?.viewer === true) throw forbidden(VIEWER_READ_ONLY);
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.auth = await callerFromBearer(app, request);
    });
  }),
  { name: 'auth', dependencies: ['db'] },
);
