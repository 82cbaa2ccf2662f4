import type { Endpoint, LiveChangeEvent } from '@qip/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { createLiveHub, type LiveHub } from './liveHub';
import type { NewLiveChange } from './liveChanges.repository';
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

/** The change a request announces: the endpoint's `live`, of the centre the route checked (requireWritableCenter). */
function liveChangeOf(endpoint: Endpoint, request: FastifyRequest, response: unknown): NewLiveChange | null {
  const live = endpoint.live;
  if (!live || !('entity' in live) || !request.auth) return null;
  const centerId = writtenCenterOf(request.auth);
  if (!centerId) {
    request.log.error(`${endpoint.method} ${endpoint.path} declares a live change but checked no writable centre`);
    return null;
  }
  const { user } = request.auth;
  return {
    centerId,
    entity: live.entityOf?.(response) ?? live.entity,
    by: { id: user.id, name: user.name },
    summary: live.summary?.(response) ?? null,
  };
}

/** Changes stored in their write's transaction (storeLiveChangeWith), to be told once it committed. */
const storedWithWrite = new WeakMap<FastifyRequest, LiveChangeEvent>();

/**
 * Inside a write's transaction, with the reply it gives: stores the endpoint's live change with
 * the write (see LiveHub.storeWith), so announceLiveChange only tells the watchers after the
 * commit. Where the hub cannot, announceLiveChange stores it after the commit as for any route.
 */
export async function storeLiveChangeWith(
  app: FastifyInstance,
  endpoint: Endpoint,
  request: FastifyRequest,
  trx: Kysely<Database>,
  response: unknown,
): Promise<void> {
  const change = liveChangeOf(endpoint, request, response);
  if (!change) return;
  const stored = await app.live.storeWith(trx, change);
  if (stored) storedWithWrite.set(request, stored);
}

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
  try {
    const stored = storedWithWrite.get(request);
    if (stored) return await app.live.told(stored);
    const change = liveChangeOf(endpoint, request, response);
    if (change) await app.live.publish(change);
  } catch (error) {
    request.log.error({ err: error }, 'A live change could not be announced');
  }
}
