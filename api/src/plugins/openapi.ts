import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of every route, built from the contract schemas, at /api/docs. */
export default fp(
  async function openApiPlugin(app: FastifyInstance, options: { version: string }) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'QIP Portal API',
          description:
            'The API of the QIP Portal. Sign in with `POST /oauth/token` (password grant, client_id `qip-portal`) and send the access token as `Authorization: Bearer <token>`.',
          version: options.version,
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
