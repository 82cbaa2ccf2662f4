import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseHandle, DialectName } from '../db/database';
import type { Generation } from '../db/generation';
import type { Database } from '../db/schema';
import { synchronousPlugin } from '../http/synchronousPlugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
    /** The database's generation, for values kept while it is unchanged (db/generation.ts). */
    dbGeneration: Generation | undefined;
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
    app.decorate('dbGeneration', options.database.generation);
    if (options.closeOnShutdown) app.addHook('onClose', () => options.database.close());
  }),
  { name: 'db' },
);
