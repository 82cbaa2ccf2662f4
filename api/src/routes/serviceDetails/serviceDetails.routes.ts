import { ADMIN_ONLY_SERVICE_FIELDS, endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireCenterAdmin, requireCenterMember, requireWritableCenter } from '../../auth/access';
import { notFound } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { saveServiceDetails } from './serviceDetails.repository';
import { serviceDetailsView } from './serviceDetails.service';

const NO_SUCH_SERVICE = 'This service does not exist.';

/** GET and PUT /api/center/{id}: the service-details wizard's data. */
export default synchronousPlugin(function serviceDetailsRoutes(app: FastifyInstance, options: { now: () => Date }) {
  registerEndpoint(app, endpoints.serviceDetails.get, async ({ auth, params }) => {
    await requireCenterMember(app.db, auth, params.id);
    const view = await serviceDetailsView(app.db, params.id, options.now());
    if (!view) throw notFound(NO_SUCH_SERVICE);
    return view;
  });

  registerEndpoint(app, endpoints.serviceDetails.save, async ({ auth, params, body }) => {
    await requireWritableCenter(app.db, auth, params.id, options.now());
    // The service's name, approval number and type identify it to the regulator and on invoices.
    if (ADMIN_ONLY_SERVICE_FIELDS.some((field) => body[field] !== undefined)) {
      await requireCenterAdmin(app.db, auth, params.id);
    }
    await saveServiceDetails(app.db, params.id, body, auth.user.id, options.now());
    const view = await serviceDetailsView(app.db, params.id, options.now());
    if (!view) throw notFound(NO_SUCH_SERVICE);
    return view;
  });
});
