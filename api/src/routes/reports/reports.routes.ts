import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireCenterMember, requireUserOfCenterAccount } from '../../auth/access';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { reportsOf } from './reports.repository';

/** A centre's reports (read-only until report generation exists). */
export default synchronousPlugin(function reportsRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.reports.list, async ({ auth, query }) => {
    await requireCenterMember(app.db, auth, query.center_id);
    if (query.user_id) await requireUserOfCenterAccount(app.db, query.user_id, query.center_id);
    return reportsOf(app.db, query.center_id, query.user_id);
  });
});
