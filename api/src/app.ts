import formBody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ApiConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { createTokenSigner } from './auth/tokens';
import { getOrCreateSetting, randomSecret } from './lib/settings';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import openApiPlugin from './plugins/openapi';
import portalPlugin from './plugins/portal';
import tokenRoutes from './routes/auth/auth.routes';
import healthRoutes from './routes/health/health.routes';
import subscriptionRoutes from './routes/subscriptions/subscriptions.routes';
import userRoutes from './routes/users/users.routes';
import assessmentRoutes from './routes/assessment';
import reportRoutes from './routes/reports/reports.routes';
import launchRoutes from './routes/launch/launch.routes';
import notificationRoutes from './routes/notifications/notifications.routes';
import mailPlugin from './plugins/mail';
import attachmentRoutes from './routes/attachments/attachments.routes';
import centerRoutes from './routes/serviceDetails/serviceDetails.routes';
import storagePlugin from './plugins/storage';
import { storageSettingsFromEnv } from './plugins/storage/settings';

export interface BuildAppOptions {
  config: ApiConfig;
  database: DatabaseHandle;
  /** The clock (tests move it). */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Close the database when the app closes (the server does; tests share theirs). */
  closeDatabase?: boolean;
}

/** The API (and, with a portal root, the built portal) as one Fastify app. */
export async function buildApp({
  config,
  database,
  now = () => new Date(),
  logger = false,
  closeDatabase = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Errors and start-up are logged; one line per request would bury them.
    logController: new LogController({ disableRequestLogging: true }),
    // Logos and evidence arrive as data URLs inside JSON.
    bodyLimit: 30 * 1024 * 1024,
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database, closeOnShutdown: closeDatabase });
  await app.register(formBody);
  await app.register(openApiPlugin, { version: config.version });

  const secret = config.jwtSecret ?? (await getOrCreateSetting(database.db, 'jwt_secret', randomSecret));
  await app.register(authPlugin, { tokens: createTokenSigner(secret) });

  await app.register(healthRoutes, { version: config.version, hubUrl: config.hubUrl });
  await app.register(tokenRoutes, {
    tokenTtlSeconds: config.tokenTtlSeconds,
    rememberMeTtlSeconds: config.rememberMeTtlSeconds,
  });
  await app.register(userRoutes);
  await app.register(subscriptionRoutes, { now });
  await app.register(assessmentRoutes);
  await app.register(reportRoutes);
  // Mail: SMTP when SMTP_HOST is set, otherwise .eml files in DATA_DIR/outbox.
  await app.register(mailPlugin, { config: config.mail, dataDir: config.dataDir });
  await app.register(notificationRoutes, { now });
  await app.register(launchRoutes, { config: config.launch, tokenTtlSeconds: config.tokenTtlSeconds, now });
  // Uploads: a local folder under DATA_DIR, or S3-compatible storage (S3_* variables).
  await app.register(storagePlugin, storageSettingsFromEnv(process.env, config.dataDir));
  await app.register(centerRoutes, { now });
  await app.register(attachmentRoutes, { now });

  if (config.portalRoot) {
    await app.register(portalPlugin, { portalRoot: config.portalRoot, remoteUrls: config.remoteUrls });
  }
  return app;
}
