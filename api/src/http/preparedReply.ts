import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The id of the prepared text the reply is (see notePreparedReply); declared by the compression plugin. */
    preparedReplyId: string | undefined;
  }
}

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

/**
 * Notes that the request's reply is the prepared text named `id` (compression.ts reads it). A
 * field of the request, not a WeakMap keyed by it: a WeakMap entry per request cost the progress
 * route over a hundredth of its time (issue 18).
 */
export function notePreparedReply(request: FastifyRequest, id: string): void {
  request.preparedReplyId = id;
}

/** The id of the prepared text the request's reply is, if it is one. */
export function preparedReplyOf(request: FastifyRequest): string | undefined {
  return request.preparedReplyId;
}
