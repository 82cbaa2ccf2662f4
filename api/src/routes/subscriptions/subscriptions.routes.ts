import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { canSeeUser } from '../../auth/access';
import { forbidden } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { NOT_YOUR_USER } from '../users/users.routes';
import { toUserDto } from '../../shared/users.repository';
import { centersWithStatus } from './subscriptions.service';

export default async function subscriptionRoutes(app: FastifyInstance, options: { now: () => Date }) {
  registerEndpoint(app, endpoints.subscriptions.userCentersSubscription, async ({ auth, params }) => {
    if (!(await canSeeUser(app.db, auth, params.id))) throw forbidden(NOT_YOUR_USER);
    const user = await app.db.selectFrom('users').selectAll().where('id', '=', params.id).executeTakeFirstOrThrow();
    const { centers, products } = await centersWithStatus(app.db, user.id, options.now());
    return { user_centers: centers, user_details: await toUserDto(app.db, user), products };
  });
}
