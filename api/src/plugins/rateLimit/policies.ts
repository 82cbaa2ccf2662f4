import type { RateLimitPolicy } from '@qip/shared-contracts';
import type { FastifyRequest } from 'fastify';
import type { RateLimit, RateLimitSettings } from './settings';

/** One counter a policy keeps: whose requests count together, and the limit. */
export interface RateLimitRule {
  /** The first part of the counter's key. */
  name: string;
  limit: RateLimit;
  /** Whose requests count together; null leaves the request out of this rule. */
  subject(request: FastifyRequest): string | null;
  /** A success clears the counter (the account's after a right password; never an address's). */
  clearsOnSuccess: boolean;
}

/** The username of a sign-in, as the token endpoint compares it; null without one. */
function usernameOf(request: FastifyRequest): string | null {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || !('username' in body)) return null;
  return typeof body.username === 'string' ? body.username.trim().toLowerCase() : null;
}

/**
 * The rules of each policy, checked in order; the first reached refuses the request and the
 * later ones do not count it. A sign-in counts against its address first, so an address that is
 * already refused no longer locks the accounts it names.
 */
const POLICIES: Record<RateLimitPolicy, (settings: RateLimitSettings) => RateLimitRule[]> = {
  login: (settings) => [
    {
      name: 'login-address',
      limit: settings.loginPerAddress,
      subject: (request) => request.ip,
      clearsOnSuccess: false,
    },
    { name: 'login-account', limit: settings.loginPerAccount, subject: usernameOf, clearsOnSuccess: true },
  ],
  sendsMail: (settings) => [
    {
      name: 'sends-mail',
      limit: settings.sendsMailPerUser,
      // Signed-out routes (password reset, registration) count per address.
      subject: (request) => (request.auth ? `user:${request.auth.user.id}` : `address:${request.ip}`),
      clearsOnSuccess: false,
    },
  ],
  assignsWork: (settings) => [
    {
      name: 'assigns-work',
      limit: settings.assignsWorkPerUser,
      subject: (request) => (request.auth ? `user:${request.auth.user.id}` : `address:${request.ip}`),
      clearsOnSuccess: false,
    },
  ],
  makesReports: (settings) => [
    {
      name: 'makes-reports',
      limit: settings.makesReportsPerUser,
      subject: (request) => (request.auth ? `user:${request.auth.user.id}` : `address:${request.ip}`),
      clearsOnSuccess: false,
    },
  ],
  payments: (settings) => [
    {
      name: 'payments',
      limit: settings.paymentsPerUser,
      subject: (request) => (request.auth ? `user:${request.auth.user.id}` : `address:${request.ip}`),
      clearsOnSuccess: false,
    },
  ],
};

export function rulesOf(policy: RateLimitPolicy, settings: RateLimitSettings): RateLimitRule[] {
  return POLICIES[policy](settings);
}

/** The key of the rule's counter for this request, or null when the rule leaves it out. */
export function counterKey(rule: RateLimitRule, request: FastifyRequest): string | null {
  const subject = rule.subject(request);
  return subject === null ? null : `${rule.name}:${subject}`;
}
