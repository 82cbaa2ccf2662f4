// Rate limits as callers meet them: which policy a route declares, and how a 429 explains itself.

/**
 * The limits a route may declare (its endpoint's `rateLimit`); the API holds the numbers:
 * - 'login': per account (the username) and per address;
 * - 'sendsMail': per signed-in user (per address for a signed-out caller);
 * - 'assignsWork': per signed-in user, for the day's work that may mail a team member (a task
 *   set or changed): a team updates tasks all day, but one user cannot flood its inboxes;
 * - 'makesReports': per signed-in user, for reports (each takes the server a second or two of work);
 * - 'payments': per signed-in user, for the calls that try a card (create, attach, subscribe):
 *   nobody can test a list of stolen card numbers through the portal.
 */
export type RateLimitPolicy = 'login' | 'sendsMail' | 'assignsWork' | 'makesReports' | 'payments';

/** '45 seconds', '1 minute', '15 minutes': whole minutes, rounded up, from a minute on. */
export function describeWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** What a caller who hit the limit of a policy is told, with how long to wait. */
export function rateLimitedMessage(policy: RateLimitPolicy, retryAfterSeconds: number): string {
  const wait = describeWait(retryAfterSeconds);
  return policy === 'login' || policy === 'payments'
    ? `Too many attempts. Please wait ${wait} before trying again.`
    : `Too many requests. Please wait ${wait} before sending another.`;
}
