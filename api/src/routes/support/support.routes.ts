import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireCenterMember } from '../../auth/access';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { submitSupportRequest } from './support.service';

/** POST /api/support-requests: the help page's support request, mailed to the operator. */
export default synchronousPlugin(function supportRoutes(app: FastifyInstance, options: { now: () => Date }) {
  registerEndpoint(app, endpoints.support.create, async ({ auth, body }) => {
    await requireCenterMember(app.db, auth, body.center_id);
    return submitSupportRequest(app, auth, body, options.now());
  });
});
