import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { listServices, removeService } from './services.service';

/** GET /api/services (the services list's cards) and DELETE /api/services/:id (remove a service). */
export default synchronousPlugin(function servicesRoutes(app: FastifyInstance, options: { now: () => Date }) {
  registerEndpoint(app, endpoints.services.list, ({ auth }) => listServices(app.db, auth, options.now()));

  registerEndpoint(app, endpoints.services.remove, async ({ auth, params }) => {
    await removeService(app, auth, params.id);
    return { ok: true as const };
  });
});
