import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseHandle, DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { synchronousPlugin } from '../http/synchronousPlugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
  }
}

/** Makes the database available to every route; closes it when the server stops. */
export default fp(
  synchronousPlugin(function dbPlugin(
    app: FastifyInstance,
    options: { database: DatabaseHandle; closeOnShutdown: boolean },
  ) {
    app.decorate('db', options.database.db);
    app.decorate('dialect', options.database.dialect);
    if (options.closeOnShutdown) app.addHook('onClose', () => options.database.close());
  }),
  { name: 'db' },
);
