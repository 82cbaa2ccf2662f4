import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { NOT_YOUR_USER, requireCanSeeUser } from '../../auth/access';
import { forbidden } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { findUser, toUserDto } from '../../shared/users.repository';

/** GET /api/user (the caller) and GET /api/user/{id}. */
export default synchronousPlugin(function usersRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.users.me, async ({ auth }) => toUserDto(app.db, auth.user));

  registerEndpoint(app, endpoints.users.byId, async ({ auth, params }) => {
    await requireCanSeeUser(app.db, auth, params.id);
    const user = await findUser(app.db, params.id);
    // Only reached for a user the caller may see, so it exists unless it was just removed.
    if (!user) throw forbidden(NOT_YOUR_USER);
    return toUserDto(app.db, user);
  });
});
