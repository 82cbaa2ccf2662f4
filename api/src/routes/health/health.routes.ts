import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { appliedMigrationCount } from '../../db/database';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';

/** GET /api/health: the version and whether the database answers (degraded, not an error, when not). */
export default synchronousPlugin(function healthRoutes(app: FastifyInstance, options: { version: string }) {
  registerEndpoint(app, endpoints.health.health, async () => {
    try {
      const migrations = await appliedMigrationCount(app.db);
      return {
        status: 'ok' as const,
        version: options.version,
        database: { dialect: app.dialect, status: 'up' as const, migrations },
      };
    } catch (error) {
      app.log.error({ err: error }, 'database health check failed');
      return {
        status: 'degraded' as const,
        version: options.version,
        database: {
          dialect: app.dialect,
          status: 'down' as const,
          migrations: 0,
          error: 'The database is not reachable.',
        },
      };
    }
  });
});
