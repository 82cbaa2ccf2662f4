import type { Endpoint, EndpointResponse, PartSchema } from '@qip/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AuthContext } from '../auth/access';
import type { Database } from '../db/schema';
import { announceLiveChange, storeLiveChangeWith } from '../shared/live/livePlugin';
import { unauthorized } from './httpError';
import { notePreparedReply, PreparedReply } from './preparedReply';
import { fileFieldsOf, type WithUploadedFiles } from './uploads/fileFields';
import { registerUploadRoute } from './uploads/uploadRoute';

type Output<T> = [PartSchema<T>] extends [never] ? undefined : z.output<PartSchema<T>>;

/** What a route handler gets: the validated input and, for signed-in routes, the caller. */
export interface EndpointRequest<E extends Endpoint> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  /** For an upload endpoint, each file field holds the decoded file (bytes, type from its content, size). */
  body: WithUploadedFiles<Output<E['body']>>;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * For a write that runs its own transaction: stores the endpoint's live change in it with the
   * reply it will give, so announcing it after the commit costs no commit of its own (optional:
   * without it the change is stored after the commit).
   */
  storeLiveChange: (trx: Kysely<Database>, response: EndpointResponse<E>) => Promise<void>;
}

export type SignedInRequest<E extends Endpoint> = EndpointRequest<E> & { auth: AuthContext };

/** A handler's answer: the value, or its reply already written (a kept reply, see replyCache.ts). */
type Answer<E extends Endpoint> = EndpointResponse<E> | PreparedReply<EndpointResponse<E>>;

type Handler<E extends Endpoint> = E['access'] extends 'public'
  ? (input: EndpointRequest<E>) => Promise<Answer<E>>
  : (input: SignedInRequest<E>) => Promise<Answer<E>>;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Serves one endpoint of the contract: its schemas validate the input (400 naming the field),
 * shape the answer and describe it in the OpenAPI document; signed-in endpoints require a valid
 * bearer token (401 otherwise); an endpoint's rate-limit policy is applied (429 once reached).
 * A body is at most 1 MB, or what a file needs on an upload endpoint (`bodyLimit: 'upload'`),
 * whose body is decoded in a worker thread. After a success, the change an endpoint declares
 * (`live`) is announced to everyone watching the centre.
 */
export function registerEndpoint<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void {
  const status = endpoint.successStatus ?? 200;
  const policy = endpoint.rateLimit;
  // The caller is known before the limit is counted (mail is limited per user).
  const preHandler = [
    ...(endpoint.access === 'user' ? [app.authenticate] : []),
    ...(policy ? [app.rateLimitOf(policy)] : []),
  ];
  const route: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [...endpoint.tags],
      ...(endpoint.access === 'user' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [status]: endpoint.response },
    },
    ...(preHandler.length > 0 ? { preHandler } : {}),
    handler: async (request, reply) => {
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
        auth: request.auth,
        storeLiveChange: (trx: Kysely<Database>, response: unknown) =>
          storeLiveChangeWith(app, endpoint, request, trx, response),
      };
      if (endpoint.access === 'user' && !request.auth) throw unauthorized();
      const result = await (handler as (input: unknown) => Promise<unknown>)(input);
      if (policy) await app.rateLimitSucceeded(policy, request);
      if (result instanceof PreparedReply && endpoint.live && 'entity' in endpoint.live) {
        throw new Error(`${endpoint.method} ${endpoint.path} changes data: its reply cannot be a kept one`);
      }
      // Everyone else watching the centre refetches what this changed (the endpoint's `live`).
      await announceLiveChange(app, endpoint, request, result);
      reply.code(status);
      if (!(result instanceof PreparedReply)) return result;
      // Sent as written: Fastify does not serialize a JSON string again.
      notePreparedReply(request, result.id);
      reply.type(JSON_TYPE);
      return result.text;
    },
  };
  if (endpoint.bodyLimit === 'upload') return registerUploadRoute(app, endpoint, route);
  if (fileFieldsOf(endpoint.body).length > 0) {
    throw new Error(`${endpoint.method} ${endpoint.path} carries a file: declare bodyLimit 'upload'`);
  }
  app.route(route);
}
