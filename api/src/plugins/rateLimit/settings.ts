// The rate limits of the API (README, Security): named here, read with the rest of the config.

/** At most `max` requests in a window of `windowSeconds`, counted from the window's first request. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface RateLimitSettings {
  /** Sign-in attempts naming one account (the username), whoever sends them. */
  loginPerAccount: RateLimit;
  /** Sign-in attempts from one address, whichever accounts they name. */
  loginPerAddress: RateLimit;
  /** Requests of a route that sends mail, per signed-in user. */
  sendsMailPerUser: RateLimit;
  /** Task writes (which may mail the assignee), per signed-in user. */
  assignsWorkPerUser: RateLimit;
  /** Reports started, per signed-in user. */
  makesReportsPerUser: RateLimit;
  /** Calls that try a card (create, attach, subscribe), per signed-in user. */
  paymentsPerUser: RateLimit;
}

const MINUTE = 60;

export const LOGIN_PER_ACCOUNT: RateLimit = { max: 10, windowSeconds: 15 * MINUTE };
export const LOGIN_PER_ADDRESS: RateLimit = { max: 50, windowSeconds: 15 * MINUTE };
export const SENDS_MAIL_PER_USER: RateLimit = { max: 10, windowSeconds: 60 * MINUTE };
export const ASSIGNS_WORK_PER_USER: RateLimit = { max: 120, windowSeconds: 60 * MINUTE };
/** A director makes a handful of reports at a sitting; each takes the server a second or two. */
export const MAKES_REPORTS_PER_USER: RateLimit = { max: 60, windowSeconds: 60 * MINUTE };
export const PAYMENTS_PER_USER: RateLimit = { max: 30, windowSeconds: 60 * MINUTE };

/**
 * Set only by test runs (the end-to-end server), which sign in far more often from 127.0.0.1
 * than any person: the per-address sign-in limit of that run. Never set it in production.
 */
export const TEST_LOGIN_LIMIT_PER_ADDRESS = 'TEST_LOGIN_LIMIT_PER_ADDRESS';

export function loadRateLimitSettings(env: NodeJS.ProcessEnv): RateLimitSettings {
  const testLimit = env[TEST_LOGIN_LIMIT_PER_ADDRESS];
  const perAddress = testLimit ? Number(testLimit) : LOGIN_PER_ADDRESS.max;
  if (!Number.isInteger(perAddress) || perAddress <= 0) {
    throw new Error(`${TEST_LOGIN_LIMIT_PER_ADDRESS} must be a positive whole number, got "${testLimit}"`);
  }
  return {
    loginPerAccount: LOGIN_PER_ACCOUNT,
    loginPerAddress: { ...LOGIN_PER_ADDRESS, max: perAddress },
    sendsMailPerUser: SENDS_MAIL_PER_USER,
    assignsWorkPerUser: ASSIGNS_WORK_PER_USER,
    makesReportsPerUser: MAKES_REPORTS_PER_USER,
    paymentsPerUser: PAYMENTS_PER_USER,
  };
}
