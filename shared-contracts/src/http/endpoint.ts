import { type z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - 'public': anyone (login, registration, password reset, health);
 * - 'user': any signed-in user; the route itself checks centre membership and roles.
 */
export type EndpointAccess = 'public' | 'user';

/**
 * One API call: method, path and the zod schemas of its input and output. The API registers
 * its route from this (validation and OpenAPI) and the browser calls it through the same
 * object, so both sides always agree on field names and types.
 */
export interface Endpoint<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path: `/api/user/:id`. */
  path: string;
  access: EndpointAccess;
  summary: string;
  tags: readonly string[];
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** The status of a success (200 unless given). */
  successStatus?: 200 | 201 | 204;
  /** Also accept application/x-www-form-urlencoded bodies (OAuth clients send those). */
  acceptsForm?: boolean;
  /**
   * 'upload': the body carries a file as a base64 data URL (a `FileDataUrlSchema` field), so it
   * may be as large as the API's UPLOAD_MAX_BYTES needs; every other body is limited to 1 MB.
   */
  bodyLimit?: 'upload';
}

export function defineEndpoint<
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return endpoint;
}

/** The zod schema of one part of an endpoint (params, query or body), or never when it has none. */
export type PartSchema<T> = [NonNullable<T>] extends [never]
  ? never
  : NonNullable<T> extends z.ZodType
    ? NonNullable<T>
    : never;

/** What a caller passes: only the parts the endpoint has. */
export type EndpointInput<E extends Endpoint> = ([PartSchema<E['params']>] extends [never]
  ? { params?: never }
  : { params: z.input<PartSchema<E['params']>> }) &
  ([PartSchema<E['query']>] extends [never] ? { query?: never } : { query: z.input<PartSchema<E['query']>> }) &
  ([PartSchema<E['body']>] extends [never] ? { body?: never } : { body: z.input<PartSchema<E['body']>> });

export type EndpointResponse<E extends Endpoint> = z.output<E['response']>;

/** `/api/user/:id` with `{ id: 7 }` becomes `/api/user/7`. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
