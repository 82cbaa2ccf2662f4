import { createHash } from 'node:crypto';
import { BILLING_MESSAGES, IDEMPOTENCY_KEY_HEADER } from '@qip/shared-contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import { badRequest, conflict, HttpError } from '../http/httpError';
import { isoNow } from '../lib/time';
import { claimKey, findKey, keepAnswer, releaseKey } from './idempotency.repository';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key, or null without one; a malformed key is a 400 naming the header. */
function keyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    const message = 'Must be 1 to 255 visible characters.';
    throw badRequest(`headers.${IDEMPOTENCY_KEY_HEADER}: ${message}`, [
      { field: `headers.${IDEMPOTENCY_KEY_HEADER}`, message },
    ]);
  }
  return value;
}

/**
 * Runs a billing action once per Idempotency-Key (per user): the first request runs it and its
 * answer is kept; a repeat with the same key and body gets that answer again without acting, a
 * repeat still running is refused (409) and the same key with another body too (422). A failed
 * action keeps nothing, so a retry may try again. `run` gets the key to hand on to the provider
 * (Stripe takes it too), or null when the request carried none.
 */
export async function idempotently<Schema extends z.ZodType>(
  db: Kysely<Database>,
  call: { request: FastifyRequest; userId: string; operation: string; body: unknown; response: Schema; now: Date },
  run: (idempotencyKey: string | null) => Promise<z.output<Schema>>,
): Promise<z.output<Schema>> {
  const key = keyOf(call.request);
  if (key === null) return run(null);
  const requestHash = createHash('sha256').update(JSON.stringify(call.body)).digest('hex');
  const claim = { userId: call.userId, key, operation: call.operation, requestHash, now: isoNow(call.now) };
  if (!(await claimKey(db, claim))) {
    const first = await findKey(db, call.userId, key);
    if (!first || first.operation !== call.operation || first.request_hash !== requestHash) {
      throw new HttpError(422, BILLING_MESSAGES.keyReused);
    }
    if (first.response === null) throw conflict(BILLING_MESSAGES.keyInProgress);
    return call.response.parse(JSON.parse(first.response));
  }
  try {
    const answer = await run(`${call.userId}:${key}`);
    await keepAnswer(db, call.userId, key, JSON.stringify(answer));
    return answer;
  } catch (error) {
    await releaseKey(db, call.userId, key);
    throw error;
  }
}
