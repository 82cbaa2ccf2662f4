import rateLimit from '@fastify/rate-limit';
import { rateLimitedMessage, type RateLimitPolicy } from '@qip/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../../http/httpError';
import { clearCounter } from './counters.repository';
import { databaseStore } from './databaseStore';
import { counterKey, rulesOf, type RateLimitRule } from './policies';
import type { RateLimitSettings } from './settings';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The preHandler that enforces a policy (after authentication, so it knows the caller):
     * 429 with Retry-After and a message saying how long to wait, once a rule's limit is reached.
     */
    rateLimitOf(policy: RateLimitPolicy): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** After a success: clears the counters the policy clears on success. */
    rateLimitSucceeded(policy: RateLimitPolicy, request: FastifyRequest): Promise<void>;
  }
}

export interface RateLimitPluginOptions {
  settings: RateLimitSettings;
  now: () => Date;
}

/** Rate limits by policy (`rateLimit` of an endpoint), counted in the database by @fastify/rate-limit. */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance, options: RateLimitPluginOptions) {
    // Routes opt in through their endpoint's policy; nothing is limited globally.
    await app.register(rateLimit, { global: false, store: databaseStore(app.db, options.now) });

    const limiterOf = (rule: RateLimitRule) =>
      app.createRateLimit({
        max: rule.limit.max,
        timeWindow: rule.limit.windowSeconds * 1000,
        keyGenerator: (request) => counterKey(rule, request) ?? rule.name,
      });

    app.decorate('rateLimitOf', (policy: RateLimitPolicy) => {
      const limiters = rulesOf(policy, options.settings).map((rule) => ({ rule, check: limiterOf(rule) }));
      return async (request: FastifyRequest, reply: FastifyReply) => {
        for (const { rule, check } of limiters) {
          if (counterKey(rule, request) === null) continue;
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', result.ttlInSeconds);
            throw tooManyRequests(rateLimitedMessage(policy, result.ttlInSeconds));
          }
        }
      };
    });

    app.decorate('rateLimitSucceeded', async (policy: RateLimitPolicy, request: FastifyRequest) => {
      for (const rule of rulesOf(policy, options.settings)) {
        const key = rule.clearsOnSuccess ? counterKey(rule, request) : null;
        if (key !== null) await clearCounter(app.db, key);
      }
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
