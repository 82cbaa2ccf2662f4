import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireCenterMember } from '../../auth/access';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { submitServiceRequest } from './notifications.service';

/** POST /api/notifications/service/request: 'Add a new service', mailed to the operator. */
export default synchronousPlugin(function notificationsRoutes(app: FastifyInstance, options: { now: () => Date }) {
  registerEndpoint(app, endpoints.notifications.serviceRequest, async ({ auth, body }) => {
    await requireCenterMember(app.db, auth, body.center_id);
    await submitServiceRequest(app, auth, body, options.now());
    return { ok: true as const };
  });
});
