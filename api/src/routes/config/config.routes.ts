import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint';

/** GET /api/portal-config: what the browser needs before anyone signs in. */
export default async function configRoutes(app: FastifyInstance, options: { version: string; hubUrl: string }) {
  registerEndpoint(app, endpoints.config.portal, async () => ({ hubUrl: options.hubUrl, version: options.version }));
}
