import type { Endpoint } from '@qip/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/database';
import { createLiveHub, type LiveHub } from './liveHub';
import { writtenCenterOf } from './writtenCenter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live collaboration: changes to a centre's data, to everyone watching it (see LiveHub). */
    live: LiveHub;
  }
}

/** The live hub of this API process: in process on SQLite, LISTEN/NOTIFY on PostgreSQL. */
export default fp(
  async function livePlugin(app: FastifyInstance, options: { database: DatabaseHandle; now: () => Date }) {
    const hub = await createLiveHub({
      db: options.database.db,
      now: options.now,
      log: app.log,
      connectionString: options.database.connectionString,
    });
    app.decorate('live', hub);
    app.addHook('onClose', () => hub.close());
  },
  { name: 'live', dependencies: ['db'] },
);

/**
 * After a successful call of an endpoint that declares a live change: announces it to the
 * watchers of the centre the route checked (requireWritableCenter). A failure to announce is
 * logged; the write itself has succeeded.
 */
export async function announceLiveChange(
  app: FastifyInstance,
  endpoint: Endpoint,
  request: FastifyRequest,
  response: unknown,
): Promise<void> {
  const live = endpoint.live;
  if (!live || !('entity' in live) || !request.auth) return;
  const centerId = writtenCenterOf(request.auth);
  if (!centerId) {
    request.log.error(`${endpoint.method} ${endpoint.path} declares a live change but checked no writable centre`);
    return;
  }
  const { user } = request.auth;
  try {
    await app.live.publish({
      centerId,
      entity: live.entityOf?.(response) ?? live.entity,
      by: { id: user.id, name: user.name },
      summary: live.summary?.(response) ?? null,
    });
  } catch (error) {
    request.log.error({ err: error }, 'A live change could not be announced');
  }
}
