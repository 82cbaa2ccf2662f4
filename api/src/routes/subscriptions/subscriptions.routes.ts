import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { NOT_YOUR_USER, requireCanSeeUser } from '../../auth/access';
import { forbidden } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { findUser, toUserDto } from '../../shared/users.repository';
import { centersWithStatus } from './subscriptions.service';

/** GET /api/user/{id}/centers/subscription: a user's services with their subscription status. */
export default synchronousPlugin(function subscriptionsRoutes(app: FastifyInstance, options: { now: () => Date }) {
  registerEndpoint(app, endpoints.subscriptions.userCentersSubscription, async ({ auth, params }) => {
    await requireCanSeeUser(app.db, auth, params.id);
    const user = await findUser(app.db, params.id);
    // Only reached for a user the caller may see, so it exists unless it was just removed.
    if (!user) throw forbidden(NOT_YOUR_USER);
    const { centers, products } = await centersWithStatus(app.db, user.id, options.now());
    return { user_centers: centers, user_details: await toUserDto(app.db, user), products };
  });
});
