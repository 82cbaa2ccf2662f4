import type { FastifyRequest } from 'fastify';

/**
 * A reply already written as JSON by its route's serializer (a kept reply, see replyCache.ts):
 * registerEndpoint sends its text as it is. `T` is the value it was written from, so a handler
 * can only give the prepared reply of its own endpoint's answer. `id` names this text for good
 * (never another text), so its compressed bytes can be kept by it without hashing the text.
 */
export class PreparedReply<T> {
  declare private readonly of?: T;
  constructor(
    readonly text: string,
    readonly id: string,
  ) {}
}

const sentPrepared = new WeakMap<FastifyRequest, string>();

/** Notes that the request's reply is the prepared text named `id` (compression.ts reads it). */
export function notePreparedReply(request: FastifyRequest, id: string): void {
  sentPrepared.set(request, id);
}

/** The id of the prepared text the request's reply is, if it is one. */
export function preparedReplyOf(request: FastifyRequest): string | undefined {
  return sentPrepared.get(request);
}
