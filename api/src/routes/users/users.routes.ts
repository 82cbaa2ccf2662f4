import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NOT_YOUR_USER, requireCanSeeUser } from '../../auth/access';
import { forbidden } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { findUser, toUserDto } from '../../shared/users.repository';
import { inviteUser, listUsers, removeUser, updateUser } from './users.service';

export interface UsersRoutesOptions {
  now: () => Date;
  /** The portal's public address (PUBLIC_URL) for links in mails; the request's own when unset. */
  publicUrl: string | null;
}

/**
 * GET /api/user (the caller), GET and PUT /api/user/{id}, POST /api/user (invite a member),
 * DELETE /api/user (remove a member) and POST /api/centers/users (the user list).
 */
export default synchronousPlugin(function usersRoutes(app: FastifyInstance, options: UsersRoutesOptions) {
  const portalOrigin = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;

  registerEndpoint(app, endpoints.users.me, async ({ auth }) => toUserDto(app.db, auth.user));

  registerEndpoint(app, endpoints.users.byId, async ({ auth, params }) => {
    await requireCanSeeUser(app.db, auth, params.id);
    const user = await findUser(app.db, params.id);
    // Only reached for a user the caller may see, so it exists unless it was just removed.
    if (!user) throw forbidden(NOT_YOUR_USER);
    return toUserDto(app.db, user);
  });

  registerEndpoint(app, endpoints.users.update, async ({ auth, params, body }) =>
    updateUser(app, auth, params.id, body, options.now()),
  );

  registerEndpoint(app, endpoints.users.create, async ({ auth, body, request }) =>
    inviteUser({ app, log: request.log, portalOrigin: portalOrigin(request) }, auth, body, options.now()),
  );

  registerEndpoint(app, endpoints.users.remove, async ({ auth, body }) => {
    await removeUser(app, auth, body);
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.users.list, async ({ auth, body }) =>
    listUsers(app, auth, [body.center_id, ...(body.center_ids ?? [])]),
  );
});
