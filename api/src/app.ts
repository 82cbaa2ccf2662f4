import formBody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ApiConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { createTokenSigner } from './auth/tokens';
import { scheduleLocalRenewals } from './billing/local/renewalSchedule';
import billingPlugin from './billing/plugin';
import { DEFAULT_BODY_LIMIT } from './http/uploads/bodyLimits';
import { lazyChildLoggerFactory } from './http/lazyRequestLogger';
import { responseSerializerCompiler } from './http/responseSerializer';
import { getOrCreateSetting, randomSecret } from './lib/settings';
import authPlugin from './plugins/auth';
import compressionPlugin from './plugins/compression';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import mailPlugin from './plugins/mail';
import openApiPlugin from './plugins/openapi';
import portalPlugin from './plugins/portal';
import rateLimitPlugin from './plugins/rateLimit';
import securityHeadersPlugin from './plugins/securityHeaders';
import storableTextPlugin from './plugins/storableText';
import storagePlugin from './plugins/storage';
import uploadWorkersPlugin from './plugins/uploadWorkers';
import { storageSettingsFromEnv } from './plugins/storage/settings';
import assessmentRoutes from './routes/assessment/assessment.routes';
import attachmentsRoutes from './routes/attachments/attachments.routes';
import evidenceRoutes from './routes/evidence/evidence.routes';
import authRoutes from './routes/auth/auth.routes';
import accountsRoutes from './routes/accounts/accounts.routes';
import billingRoutes from './routes/billing/billing.routes';
import stripeWebhookRoutes from './routes/billing/billing.webhook';
import configRoutes from './routes/config/config.routes';
import healthRoutes from './routes/health/health.routes';
import launchRoutes from './routes/launch/launch.routes';
import lawsRegulationsRoutes from './routes/lawsRegulations/lawsRegulations.routes';
import notificationsRoutes from './routes/notifications/notifications.routes';
import nqsChangeRoutes from './routes/nqsChanges/nqsChanges.routes';
import progressRoutes from './routes/progress/progress.routes';
import reportsRoutes from './routes/reports/reports.routes';
import resourcesRoutes from './routes/resources/resources.routes';
import satRoutes from './routes/sat/sat.routes';
import historyRoutes from './routes/history/history.routes';
import mentorFeedbackRoutes from './routes/mentor-feedback/mentor-feedback.routes';
import messagesRoutes from './routes/messages/messages.routes';
import serviceDetailsRoutes from './routes/serviceDetails/serviceDetails.routes';
import subscriptionsRoutes from './routes/subscriptions/subscriptions.routes';
import supportRoutes from './routes/support/support.routes';
import servicesRoutes from './routes/services/services.routes';
import tasksRoutes from './routes/tasks/tasks.routes';
import { scheduleTaskDigest } from './routes/tasks/tasks.schedule';
import { scheduleTrialEndingNotices } from './routes/messages/messages.schedule';
import usersRoutes from './routes/users/users.routes';
import livePlugin from './shared/live/livePlugin';
import liveRoutes from './routes/live/live.routes';
import passwordsRoutes from './routes/passwords/passwords.routes';
import qipReviewRoutes from './routes/qipReview/qipReview.routes';
import readinessRoutes from './routes/readiness/readiness.routes';

export interface BuildAppOptions {
  config: ApiConfig;
  database: DatabaseHandle;
  /** The clock (tests move it). */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Close the database when the app closes (the server does; tests share theirs). */
  closeDatabase?: boolean;
  /** Run the scheduled jobs (the daily task digest); the server does, tests trigger them themselves. */
  scheduledJobs?: boolean;
}

/** The API (and, with a portal root, the built portal) as one Fastify app. */
export async function buildApp({
  config,
  database,
  now = () => new Date(),
  logger = false,
  closeDatabase = false,
  scheduledJobs = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Errors and start-up are logged; one line per request would bury them.
    logController: new LogController({ disableRequestLogging: true }),
    // Each request's logger is made when the request first logs (most never do).
    childLoggerFactory: lazyChildLoggerFactory,
    // 1 MB; an upload route (`bodyLimit: 'upload'` in its contract) takes what UPLOAD_MAX_BYTES needs.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Only the proxies in front of it (TRUST_PROXY) may say who the client is.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
  });
  app.setValidatorCompiler(validatorCompiler);
  // The portal's address in mails sent outside a request (the task digest, billing notices).
  const portalOrigin = config.launch.publicUrl ?? `http://localhost:${config.port}`;
  // Replies written from their contract's JSON Schema (fast-json-stringify), see responseSerializer.ts.
  app.setSerializerCompiler(responseSerializerCompiler);

  // What every route relies on: one error shape, the database, form bodies, the OpenAPI document,
  // bearer tokens, mail and file storage.
  await app.register(errorsPlugin);
  // Input text no database can store (NUL characters) is a 400 before any route reads it.
  await app.register(storableTextPlugin);
  // CSP (scripts from the portal, its remotes' origins and Stripe when keyed), no framing, no Referer, nosniff.
  await app.register(securityHeadersPlugin, { remoteUrls: config.remoteUrls, stripe: config.billing.stripe !== null });
  await app.register(dbPlugin, { database, closeOnShutdown: closeDatabase });
  await app.register(formBody);
  // JSON replies over 1 KB compressed (brotli or gzip, as the client accepts); see compression.ts.
  await app.register(compressionPlugin);
  await app.register(openApiPlugin, { version: config.version });
  const secret = config.jwtSecret ?? (await getOrCreateSetting(database.db, 'jwt_secret', randomSecret));
  await app.register(authPlugin, { tokens: createTokenSigner(secret) });
  // Sign-in and mail-sending limits, counted in the database (shared by every API process).
  await app.register(rateLimitPlugin, { settings: config.rateLimits, now });
  // Mail: SMTP when SMTP_HOST is set, otherwise .eml files in DATA_DIR/outbox.
  await app.register(mailPlugin, { config: config.mail, dataDir: config.dataDir });
  // Uploads: a local folder under DATA_DIR, or S3-compatible storage (S3_* variables).
  await app.register(storagePlugin, { ...storageSettingsFromEnv(process.env, config.dataDir), now });
  await app.register(uploadWorkersPlugin);
  // Billing: Stripe when STRIPE_* keys are set, otherwise the local test-mode provider.
  await app.register(billingPlugin, { settings: config.billing, now, portalOrigin });
  // Live collaboration: changes to a centre's data reach everyone watching it (LISTEN/NOTIFY on PostgreSQL).
  await app.register(livePlugin, { database, now });

  // One plugin per group of the contract (`endpoints` in shared-contracts), each in routes/<group>/.
  await app.register(configRoutes, { version: config.version, hubUrl: config.hubUrl });
  await app.register(healthRoutes, { version: config.version });
  await app.register(authRoutes, {
    tokenTtlSeconds: config.tokenTtlSeconds,
    rememberMeTtlSeconds: config.rememberMeTtlSeconds,
  });
  await app.register(usersRoutes, { now, publicUrl: config.launch.publicUrl });
  await app.register(passwordsRoutes, { now, publicUrl: config.launch.publicUrl });
  await app.register(subscriptionsRoutes, { now });
  await app.register(billingRoutes, { now });
  await app.register(stripeWebhookRoutes);
  await app.register(accountsRoutes, { now, tokenTtlSeconds: config.tokenTtlSeconds });
  await app.register(assessmentRoutes, { now });
  await app.register(progressRoutes);
  await app.register(lawsRegulationsRoutes, { now });
  await app.register(nqsChangeRoutes, { now });
  await app.register(reportsRoutes, { now });
  await app.register(notificationsRoutes, { now });
  await app.register(launchRoutes, { config: config.launch, tokenTtlSeconds: config.tokenTtlSeconds, now });
  await app.register(serviceDetailsRoutes, { now });
  await app.register(attachmentsRoutes, { now });
  await app.register(tasksRoutes, { now, publicUrl: config.launch.publicUrl });
  if (scheduledJobs) {
    scheduleTaskDigest(app, { now, portalOrigin });
    scheduleLocalRenewals(app, { now });
    scheduleTrialEndingNotices(app, { now, portalOrigin });
  }
  await app.register(satRoutes, { now });
  await app.register(historyRoutes, { now });
  await app.register(mentorFeedbackRoutes, { now });
  await app.register(evidenceRoutes, { now });
  await app.register(supportRoutes, { now });
  await app.register(servicesRoutes, { now });
  await app.register(messagesRoutes, { now });
  await app.register(resourcesRoutes, { now });
  await app.register(qipReviewRoutes, { now });
  await app.register(readinessRoutes, { now });
  await app.register(liveRoutes);

  if (config.portalRoot) {
    await app.register(portalPlugin, { portalRoot: config.portalRoot, remoteUrls: config.remoteUrls });
  }
  return app;
}
