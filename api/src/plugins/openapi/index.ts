import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { buildDocsApp, DOCS_NOT_FOUND_HEADER, DOCS_PREFIX, type DocumentedRoute } from './docsApp';

/** Headers of the docs app's answer that the API's own reply sets for itself. */
const OWN_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Text the API's hooks treat as text (JSON replies are compressed only when sent as text). */
const TEXT_TYPE = /^(text\/|application\/(json|javascript|x-yaml)\b)/;

/**
 * The OpenAPI document of every route, built from the contract schemas, at /api/docs.
 *
 * @fastify/swagger, Swagger UI and what they load (yaml, the static file server) are not needed
 * to start: the routes are only noted here, and the first request under /api/docs builds a small
 * Fastify app with both plugins and those routes (docsApp.ts), which then answers every
 * such request. The API's own hooks (security headers, compression, errors) still apply to the
 * reply (issue 18).
 */
export default fp(
  synchronousPlugin(function openApiPlugin(app: FastifyInstance, options: { version: string }) {
    const routes: DocumentedRoute[] = [];
    let docsApp: Promise<FastifyInstance> | undefined;
    const docs = () => {
      docsApp ??= buildDocsApp(routes, options.version).catch((error: unknown) => {
        docsApp = undefined;
        throw error;
      });
      return docsApp;
    };

    async function forward(request: FastifyRequest, reply: FastifyReply) {
      // HEAD is answered as the API answers it for any GET route: the GET reply without its body.
      const answer = await (await docs()).inject({ method: 'GET', url: request.url, headers: request.headers });
      if (answer.headers[DOCS_NOT_FOUND_HEADER]) return reply.callNotFound();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !OWN_HEADERS.has(name)) reply.header(name, value);
      }
      reply.code(answer.statusCode);
      if (answer.rawPayload.length === 0) return reply.send();
      return reply.send(TEXT_TYPE.test(String(answer.headers['content-type'])) ? answer.payload : answer.rawPayload);
    }
    app.get(DOCS_PREFIX, forward);
    app.get(`${DOCS_PREFIX}/*`, forward);

    // The routes registered from here on, as @fastify/swagger notes them (HEAD routes left out).
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.method !== 'HEAD') routes.push(route);
    });
    app.addHook('onClose', async () => {
      if (docsApp) await (await docsApp).close();
    });
  }),
  { name: 'openapi' },
);
