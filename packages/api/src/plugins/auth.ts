import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthContext } from '../auth/access';
import type { TokenSigner } from '../auth/tokens';
import { unauthorized } from '../http/httpError';

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

export default fp(
  async function authPlugin(app: FastifyInstance, options: { tokens: TokenSigner }) {
    app.decorate('tokens', options.tokens);
    app.decorateRequest('auth', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized('Please sign in.');

      const claims = await app.tokens.verify(token);
      if (!claims) throw unauthorized('Your session has expired. Please sign in again.');

      const user = await app.db.selectFrom('users').selectAll().where('id', '=', claims.sub).executeTakeFirst();
      if (!user) throw unauthorized('Please sign in again.');

      request.auth = { user, clientId: claims.client_id, viewer: claims.viewer === true };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
