import { randomBytes } from 'node:crypto';
import { TokenResponseSchema } from '@qip/shared-contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type ApiConfig } from '../../src/config';
import type { DialectName } from '../../src/db/database';
import { prepareDatabase } from '../../src/seed/prepare';
import { createTestDatabase, type TestDatabase } from './databases';
import { jsonOf } from './json';

export const TEST_JWT_SECRET = 'test-secret-for-signing-tokens-0123456789';
/** The hub client's secret: set explicitly, new for every run (there is no default). */
export const HUB_SECRET = randomBytes(24).toString('base64url');

export const DEMO = {
  sunshineDirector: { email: 'director@sunshine.test', password: 'sunshine-demo' },
  sunshineEducator: { email: 'educator@sunshine.test', password: 'sunshine-demo' },
  bluegumDirector: { email: 'director@bluegum.test', password: 'bluegum-demo' },
  /** Wattle Early Learning: its one service's trial has ended. */
  wattleDirector: { email: 'director@wattle.test', password: 'wattle-demo' },
  wattleEducator: { email: 'educator@wattle.test', password: 'wattle-demo' },
  superAdmin: { email: 'super@qip.test', password: 'super-demo' },
  /** A MENTOR: reviews the feedback requests of the services that asked. */
  mentor: { email: 'mentor@holisticqip.test', password: 'mentor-demo' },
} as const;

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: ApiConfig;
  /** Every demo service keeps its seeded subscription status (see TestAppOptions). */
  keepSeededStatuses: boolean;
  /** Signs in with the portal client and returns the access token. */
  login(credentials: { email: string; password: string }): Promise<string>;
  /** A request with the bearer token. */
  as(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  now?: () => Date;
  seedDemo?: boolean;
  config?: Partial<ApiConfig>;
  /** Environment variables set while the app is built (the storage settings are read then). */
  env?: Record<string, string>;
  /**
   * Keep every demo service's seeded subscription status; otherwise signInTenants puts the two
   * Sunshine test centres on a live trial, so that their QIP may be changed.
   */
  keepSeededStatuses?: boolean;
}

/** Runs `make` with the variables set, then puts the environment back as it was. */
export async function withEnv<T>(env: Record<string, string>, make: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return await make();
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** The real API on a new database of the dialect, with the demo accounts seeded. */
export async function createTestApp(dialect: DialectName, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(dialect, { migrated: true });
  const config: ApiConfig = {
    ...loadConfig({}),
    dataDir: database.dataDir,
    jwtSecret: TEST_JWT_SECRET,
    hubClientSecret: HUB_SECRET,
    portalRoot: null,
    seedDemo: options.seedDemo ?? true,
    ...options.config,
  };
  const now = options.now ?? (() => new Date());
  // The demo's pictures go to the storage the app is configured with (env: S3 in some tests).
  await withEnv(options.env ?? {}, () => prepareDatabase(database.handle, config, now()));
  const app = await withEnv(options.env ?? {}, () => buildApp({ config, database: database.handle, now }));
  await app.ready();

  return {
    app,
    database,
    config,
    keepSeededStatuses: options.keepSeededStatuses ?? false,
    async login({ email, password }) {
      const response = await app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { grant_type: 'password', username: email, password, client_id: 'qip-portal' },
      });
      if (response.statusCode !== 200) throw new Error(`login failed for ${email}: ${response.body}`);
      return jsonOf(response, TokenResponseSchema).access_token;
    },
    as(token, request) {
      return app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } });
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
