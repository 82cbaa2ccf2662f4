import type { Endpoint, EndpointResponse, PartSchema } from '@qip/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthContext } from '../auth/access';
import { unauthorized } from './httpError';

type Output<T> = [PartSchema<T>] extends [never] ? undefined : z.output<PartSchema<T>>;

/** What a route handler gets: the validated input and, for signed-in routes, the caller. */
export interface EndpointRequest<E extends Endpoint> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type SignedInRequest<E extends Endpoint> = EndpointRequest<E> & { auth: AuthContext };

type Handler<E extends Endpoint> = E['access'] extends 'public'
  ? (input: EndpointRequest<E>) => Promise<EndpointResponse<E>>
  : (input: SignedInRequest<E>) => Promise<EndpointResponse<E>>;

/**
 * Serves one endpoint of the contract: its schemas validate the input (400 naming the field),
 * shape the answer and describe it in the OpenAPI document; signed-in endpoints require a valid
 * bearer token (401 otherwise); an endpoint's rate-limit policy is applied (429 once reached).
 */
export function registerEndpoint<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void {
  const status = endpoint.successStatus ?? 200;
  const policy = endpoint.rateLimit;
  // The caller is known before the limit is counted (mail is limited per user).
  const preHandler = [
    ...(endpoint.access === 'user' ? [app.authenticate] : []),
    ...(policy ? [app.rateLimitOf(policy)] : []),
  ];
  app.withTypeProvider<ZodTypeProvider>().route({
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
      };
      if (endpoint.access === 'user' && !request.auth) throw unauthorized();
      const result = await (handler as (input: unknown) => Promise<unknown>)(input);
      if (policy) await app.rateLimitSucceeded(policy, request);
      reply.code(status);
      return result;
    },
  });
}
