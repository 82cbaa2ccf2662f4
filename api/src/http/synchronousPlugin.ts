import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * A Fastify plugin whose set-up is synchronous (decorations, hooks, routes). Fastify learns that a
 * plugin has finished, or failed, from the promise it returns: a set-up error then rejects
 * `register` and `ready`, where a plain function's error would escape as an uncaught exception and
 * leave Fastify waiting for the plugin until it times out.
 */
export function synchronousPlugin<Options extends FastifyPluginOptions = Record<never, never>>(
  setUp: (app: FastifyInstance, options: Options) => void,
): FastifyPluginAsync<Options> {
  const plugin: FastifyPluginAsync<Options> = (app, options) =>
    new Promise<void>((resolve) => {
      setUp(app, options);
      resolve();
    });
  // Fastify names a plugin after its function in its logs and errors.
  Object.defineProperty(plugin, 'name', { value: setUp.name });
  return plugin;
}
