import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';

/** GET /api/portal-config: what the browser needs before anyone signs in. */
export default synchronousPlugin(function configRoutes(
  app: FastifyInstance,
  options: { version: string; hubUrl: string },
) {
  registerEndpoint(app, endpoints.config.portal, () =>
    Promise.resolve({
      hubUrl: options.hubUrl,
      version: options.version,
      uploadMaxBytes: app.uploadMaxBytes,
      supportEmail: app.operatorEmail,
    }),
  );
});
