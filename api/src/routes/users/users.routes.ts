import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { canSeeUser } from '../../auth/access';
import { forbidden } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { toUserDto } from '../../shared/users.repository';

export const NOT_YOUR_USER = 'You can only see yourself and the users of services you administer.';

export default async function userRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.users.me, async ({ auth }) => toUserDto(app.db, auth.user));

  registerEndpoint(app, endpoints.users.byId, async ({ auth, params }) => {
    if (!(await canSeeUser(app.db, auth, params.id))) throw forbidden(NOT_YOUR_USER);
    const user = await app.db.selectFrom('users').selectAll().where('id', '=', params.id).executeTakeFirstOrThrow();
    return toUserDto(app.db, user);
  });
}
