import { SIGN_IN_MESSAGES, type AccessTokenClaims } from '@qip/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../auth/access';
import { isHubAccount } from '../auth/hubAccounts';
import type { TokenSigner } from '../auth/tokens';
import { compiledQuery, firstRow } from '../db/compiledQuery';
import { unchangedCachePerDatabase } from '../db/generation';
import type { Database, UserRow } from '../db/schema';
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

export const SESSION_ENDED = 'Your password was changed, so this session has ended. Please sign in again.';

/**
 * Whether a token is of the user's current sessions: issued since their last password change, or
 * the one session that made that change in the app (it is kept; every other one ends).
 */
export function isCurrentSession(
  user: Pick<UserRow, 'session_version' | 'kept_session_id'>,
  claims: Pick<AccessTokenClaims, 'sv' | 'sid'>,
): boolean {
  if ((claims.sv ?? 0) === user.session_version) return true;
  return user.kept_session_id !== null && claims.sid === user.kept_session_id;
}

/** The bearer token of a request, or null when it has none. */
export function bearerToken(request: FastifyRequest): string | null {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The user a token names: read on every signed-in request, so its query is compiled once. */
const userById = compiledQuery((db: Kysely<Database>, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id),
);

/** Users as read, kept while nothing in the database changed (a kept read then runs one statement less). */
const KEPT_USERS = 10_000;
const keptUsers = unchangedCachePerDatabase<UserRow | undefined>(KEPT_USERS);

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

  // Read once per request, before anything kept for it is looked up (db/generation.ts).
  const generation = app.dbGeneration?.() ?? null;
  const user = await keptUsers(app.db).get(claims.sub, generation, () => firstRow(userById(app.db, claims.sub)));
  if (!user) throw unauthorized('Please sign in again.');
  if (isHubAccount(user)) throw unauthorized(SIGN_IN_MESSAGES.hubAccount);
  if (!isCurrentSession(user, claims)) throw unauthorized(SESSION_ENDED);

  return {
    user,
    clientId: claims.client_id,
    viewer: claims.viewer === true,
    ...(claims.sid ? { sessionId: claims.sid } : {}),
    generation,
  };
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
