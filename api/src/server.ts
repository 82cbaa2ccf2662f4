import { loadConfig } from './config';
import { buildApp } from './app';
import { HUB_CLIENT_ID } from './auth/clients';
import { openDatabase } from './db/database';
import { DEMO_LOGINS } from './seed/demo';
import { prepareDatabase } from './seed/prepare';

async function main() {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const prepared = await prepareDatabase(database, config);
  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel },
    closeDatabase: true,
    scheduledJobs: true,
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: shutting down`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const where = database.dialect === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `  QIP Portal is running at http://${shownHost}:${config.port}`,
    `  API documentation:        http://${shownHost}:${config.port}/api/docs`,
    `  Database:                 ${where} (${prepared.migrations} migrations applied)`,
  ];
  if (config.seedDemo) {
    lines.push('', '  Demo logins:');
    for (const login of DEMO_LOGINS)
      lines.push(`    ${login.email.padEnd(26)} ${login.password.padEnd(15)} ${login.who}`);
    // The demo's hub client: npm start makes its secret once and keeps it in DATA_DIR/hub-client-secret.
    if (config.hubClientSecret) {
      lines.push(
        '',
        `  Hub client (HTTP Basic for /api/launch-links and mentor reviews): ${HUB_CLIENT_ID} / ${config.hubClientSecret}`,
      );
    }
  }
  lines.push('', '  Press Ctrl+C to stop.', '');
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The QIP Portal API could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
