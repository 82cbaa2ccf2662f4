import path from 'node:path';
import { REMOTES } from '@qip/shared-contracts';
import { loadBillingSettings, type BillingSettings } from './billing/settings';
import { loadMailConfig, type MailConfig } from './plugins/mail/mailConfig';
import { loadRateLimitSettings, type RateLimitSettings } from './plugins/rateLimit/settings';
import { loadLaunchConfig, type LaunchConfig } from './shared/launchConfig';

/** Everything the API reads from its environment, with the embedded defaults. */
export interface ApiConfig {
  port: number;
  host: string;
  /** Where the embedded database, uploads and the mail outbox live. */
  dataDir: string;
  /** PostgreSQL when set; the embedded SQLite file otherwise. */
  databaseUrl: string | null;
  /** Token signing secret; generated once and kept in the database when not given. */
  jwtSecret: string | null;
  tokenTtlSeconds: number;
  rememberMeTtlSeconds: number;
  /** Seed the demo accounts on an empty database. */
  seedDemo: boolean;
  /** Base URL of the management hub (Messages, Users, Subscriptions links). */
  hubUrl: string;
  /** The hub's client secret (HUB_CLIENT_SECRET): no hub client without it, and no default. */
  hubClientSecret: string | null;
  /**
   * How many reverse proxies stand in front of the API (TRUST_PROXY): their X-Forwarded-* headers
   * are believed, so the client's address is the one the nearest proxy saw. 0 believes none: a
   * header anyone can send must not choose the address that sign-in attempts are counted under.
   */
  trustProxy: number;
  /** Sign-in and mail-sending limits. */
  rateLimits: RateLimitSettings;
  /** The workspace folder holding the built shell and remotes; null serves the API alone. */
  portalRoot: string | null;
  /** Remote federation name to the URL of its mf-manifest.json (overrides the built-in ones). */
  remoteUrls: Record<string, string>;
  logLevel: string;
  version: string;
  /** SMTP or the outbox folder, the sender and the operator's address. */
  mail: MailConfig;
  /** Hub launch links: lifetime, shared secret, public address. */
  launch: LaunchConfig;
  /** Stripe (STRIPE_* keys) or the local test-mode provider. */
  billing: BillingSettings;
}

/** The workspace root, from this file (src/ in development, dist/ when built). */
const WORKSPACE_ROOT = path.resolve(__dirname, '../..');

function integer(value: string | undefined, fallback: number, name: string, least = 1): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < least) {
    throw new Error(`${name} must be a ${least === 0 ? 'whole number' : 'positive whole number'}, got "${value}"`);
  }
  return parsed;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** `REMOTE_MF_ASSESSMENT_URL=https://cdn.example/mf-assessment/mf-manifest.json` and so on. */
function remoteOverrides(env: NodeJS.ProcessEnv): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const remote of REMOTES) {
    const key = `REMOTE_${remote.name.replace(/-/g, '_').toUpperCase()}_URL`;
    const value = env[key];
    if (value) overrides[remote.federationName] = value;
  }
  return overrides;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ApiConfig {
  const databaseUrl = env.DATABASE_URL || null;
  return {
    port: integer(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    // ./data of the workspace however the API is started (npm start, pnpm dev, a test).
    dataDir: env.DATA_DIR ? path.resolve(cwd, env.DATA_DIR) : path.join(WORKSPACE_ROOT, 'data'),
    databaseUrl,
    jwtSecret: env.JWT_SECRET || null,
    tokenTtlSeconds: integer(env.TOKEN_TTL_SECONDS, 8 * 60 * 60, 'TOKEN_TTL_SECONDS'),
    rememberMeTtlSeconds: integer(env.REMEMBER_ME_TTL_SECONDS, 30 * 24 * 60 * 60, 'REMEMBER_ME_TTL_SECONDS'),
    // Production (DATABASE_URL) never gets demo users unless asked for.
    seedDemo: flag(env.SEED_DEMO, databaseUrl === null),
    hubUrl: (env.HUB_URL || 'https://hub.holisticqip.com.au').replace(/\/+$/, ''),
    hubClientSecret: env.HUB_CLIENT_SECRET || null,
    trustProxy: integer(env.TRUST_PROXY, 0, 'TRUST_PROXY', 0),
    rateLimits: loadRateLimitSettings(env),
    portalRoot: env.PORTAL_ROOT === '' ? null : path.resolve(cwd, env.PORTAL_ROOT || WORKSPACE_ROOT),
    remoteUrls: remoteOverrides(env),
    logLevel: env.LOG_LEVEL || 'info',
    version: env.npm_package_version || '0.1.0',
    mail: loadMailConfig(env),
    launch: loadLaunchConfig(env),
    billing: loadBillingSettings(env),
  };
}
