import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where Swagger UI and the OpenAPI document are served. */
export const DOCS_PREFIX = '/api/docs';

/** Marks a docs app answer that found nothing, so the API answers with its own 404. */
export const DOCS_NOT_FOUND_HEADER = 'x-qip-docs-not-found';

/** What the OpenAPI document is made from: a route as it was registered on the API. */
export type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>;

const DESCRIPTION =
  'The API of the QIP Portal. Sign in with `POST /oauth/token` (password grant, client_id `qip-portal`) and send the access token as `Authorization: Bearer <token>`.';

const notFound = (_request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).header(DOCS_NOT_FOUND_HEADER, '1').send();

/**
 * A Fastify app that only serves /api/docs: @fastify/swagger and Swagger UI, as the API would
 * register them, with the API's routes registered again for the document to describe. Those
 * routes are never called here, so their schemas are not compiled.
 */
export async function buildDocsApp(routes: readonly DocumentedRoute[], version: string): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ exposeHeadRoutes: false });
  docs.setValidatorCompiler(() => () => true);
  docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
  docs.setNotFoundHandler(notFound);
  await docs.register(swagger, {
    openapi: {
      info: { title: 'QIP Portal API', description: DESCRIPTION, version },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  for (const { method, url, schema, config } of routes) {
    docs.route({ method, url, schema, config, handler: notFound });
  }
  await docs.ready();
  return docs;
}
