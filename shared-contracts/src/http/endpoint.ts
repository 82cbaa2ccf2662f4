import { type z } from 'zod';
import type { RateLimitPolicy } from '../domain/rateLimits';
import type { DataEntity } from '../events/portalEvents';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - 'public': anyone (login, registration, password reset, health);
 * - 'user': any signed-in user; the route itself checks centre membership and roles.
 */
export type EndpointAccess = 'public' | 'user';

/** The parts of a request that carry input. */
export type InputPart = 'params' | 'query' | 'body';

/**
 * Kinds of record a tenant (an account with its services) owns and an endpoint can name by id.
 * The tenant-isolation gate (api/test/gates) makes one of each kind for two tenants; a new kind
 * needs a factory there (`OWNED_FACTORIES`).
 */
export type TenantOwnedKind =
  /** A service (centre). */
  | 'center'
  /** A user of a service, other than the caller. */
  | 'user'
  /** The caller's own user id: the route refuses anyone else's. */
  | 'self'
  /** A service's custom goal or strength. */
  | 'customQuestion'
  /** A service's answer to a question (its cqr). */
  | 'questionResult'
  /** An uploaded file. */
  | 'attachment'
  /** An item of a service's evidence library. */
  | 'evidence'
  /** A service's compliance record for the laws and regulations of an area. */
  | 'lawCompliance'
  /** A report a service generated. */
  | 'report'
  /** A task set in a service. */
  | 'task'
  /** A question the service answered Yes (a custom strength): one it may add to its SAT. */
  | 'strength'
  /** A strength in a service's SAT (its SAT entry). */
  | 'satEntry'
  /** A service's request for mentor feedback. */
  | 'feedbackRequest'
  /** A card saved to an account's payment-provider customer. */
  | 'paymentMethod'
  /** An invoice of an account's payment-provider customer (a tax invoice). */
  | 'invoice'
  /** A message in a user's inbox. */
  | 'message'
  /** A recorded change to a service's QIP work (its History entry). */
  | 'historyEntry';

/** Reference data every tenant shares, that an endpoint can name by id (the gate fills in a real one). */
export type SharedKind =
  /** An element of the current National Quality Standard ('1.1.1'). */
  | 'nqsElement'
  /** An element the current National Quality Standard changed from the version it revises ('2.2.3'). */
  | 'changedNqsElement'
  /** A question of the question bank (not a service's custom one). */
  | 'question'
  /** A file of the resource centre's library (the operator's, read by every service). */
  | 'resourceFile'
  /** A product of the resource centre's shop. */
  | 'shopItem'
  /** An app tutorial of the resource centre. */
  | 'tutorial';

/** The names of the fields of one part of an endpoint (any name when the part's type is unknown). */
export type FieldOf<T> = [PartSchema<T>] extends [never]
  ? never
  : unknown extends z.input<PartSchema<T>>
    ? string
    : Extract<keyof z.input<PartSchema<T>>, string>;

/** One top-level field of an endpoint's params (P: its names), query (Q) or body (B). */
export type InputField<P extends string, Q extends string, B extends string> =
  { in: 'params'; field: P } | { in: 'query'; field: Q } | { in: 'body'; field: B };

/** What the ids an endpoint takes name, besides tenant-owned records. */
interface OtherIds<P extends string, Q extends string, B extends string> {
  /** Ids of reference data every tenant shares (NQS elements). */
  shared?: readonly (InputField<P, Q, B> & { kind: SharedKind })[];
  /** Id fields the API reads nothing from (kept for the spec's payload), each with why. */
  ignored?: readonly (InputField<P, Q, B> & { why: string })[];
}

/** An endpoint that takes ids of records some tenant owns. */
export interface TenantScoped<P extends string, Q extends string, B extends string> extends OtherIds<P, Q, B> {
  /** Every field naming a tenant-owned record, with its kind. */
  owned: readonly (InputField<P, Q, B> & { kind: TenantOwnedKind })[];
  /** 'admin': only an administrator of the service (or the user named, for users) may call it. */
  role?: 'admin';
  /** Body fields only an administrator may send; members may send the rest. */
  adminOnlyFields?: readonly B[];
  /**
   * When the owner's own valid call cannot succeed (a business rule refuses it): the status it
   * gets and why. Without this the gate expects the owner's call to succeed.
   */
  ownerRefusal?: { status: 400 | 402 | 403 | 404 | 409 | 410 | 422; because: string };
}

/** An endpoint that names no tenant-owned record: why (the caller's own profile, reference data). */
export interface NoTenantData<P extends string, Q extends string, B extends string> extends OtherIds<P, Q, B> {
  none: string;
  /**
   * Only the operator calls it, with the hub's client credentials (HTTP Basic): every portal user
   * is refused (401 or 403) and nothing changes (api/test/gates/operator-only.test.ts checks it).
   */
  operatorOnly?: true;
}

/**
 * Which tenant's data an endpoint touches, stated by its author so the tenant-isolation gate
 * (api/test/gates/tenant-isolation.test.ts) can call it as another tenant and expect a refusal.
 * Required on every signed-in endpoint; a public endpoint that also acts on a bearer token
 * (minting a launch link) states its owned ids too. Every id field (IdSchema, or a name ending
 * in id) must be listed as owned, shared or ignored. P, Q and B are the field names of the
 * params, query and body, so a misspelt field does not compile.
 *
 *     tenancy: { owned: [{ in: 'query', field: 'center_id', kind: 'center' }] }
 *     tenancy: { owned: [{ in: 'params', field: 'id', kind: 'user' }], role: 'admin' }
 *     tenancy: { none: "the caller's own profile" }
 */
export type EndpointTenancy<P extends string = string, Q extends string = string, B extends string = string> =
  TenantScoped<P, Q, B> | NoTenantData<P, Q, B>;

/**
 * What a successful call changes that others viewing the same service see (live collaboration):
 * the API announces the change to everyone watching the centre (`endpoints.live.changes`), whose
 * portal refetches that entity and says who changed it. `summary` names what changed for that
 * notice (an element's label). Every endpoint that is not a GET declares one, or `none` with why
 * it changes nothing a viewer of a service's QIP shows (api/test/gates/live.test.ts walks them).
 * The centre is the one the route checked with `requireWritableCenter`.
 */
export type LiveChange<Response = unknown> =
  | {
      entity: DataEntity;
      /**
       * The entity a particular answer changed, when it depends on the answer (a History restore
       * puts back a note or a SAT description); `entity` otherwise.
       */
      entityOf?(response: Response): DataEntity;
      /** What changed, from the answer ('1.3.2'); null when the answer does not say. */
      summary?(response: Response): string | null;
    }
  | { none: string };

/** What a caller passes in one part of an endpoint (never when it has no such part). */
type InputOf<T> = [PartSchema<T>] extends [never] ? never : z.input<PartSchema<T>>;

/**
 * Valid values for fields a generator cannot satisfy from the schema alone (refinements,
 * patterns, one of several fields). The gates build an endpoint's valid input from its schemas,
 * then these values, then the ids its tenancy names. P, Q and B are the parts' input types.
 */
export interface EndpointExample<P = unknown, Q = unknown, B = unknown> {
  params?: Partial<P>;
  query?: Partial<Q>;
  body?: Partial<B>;
}

declare const schemaTypes: unique symbol;

/**
 * The types of an endpoint's schemas, for the compiler only: no endpoint has this property. It
 * lets the browser's endpoints, which carry no schemas (`CallableEndpoint`), keep their input and
 * reply types.
 */
export interface EndpointSchemaTypes<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  readonly [schemaTypes]?: { params: Params; query: Query; body: Body; response: Response };
}

/**
 * One API call: method, path and the zod schemas of its input and output. The API registers
 * its route from this (validation and OpenAPI) and the browser calls it through its
 * `CallableEndpoint` (the same facts without the schemas, made from this), so both sides always
 * agree on field names and types.
 */
export interface Endpoint<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> extends EndpointSchemaTypes<Params, Query, Body, Response> {
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
  /** Whose data it touches (see EndpointTenancy); required when access is 'user'. */
  tenancy?: EndpointTenancy;
  /** Valid values the gates cannot generate from the schemas (see EndpointExample). */
  example?: EndpointExample;
  /** The rate limit the API applies (429 with Retry-After once reached); every mail-sending route declares 'sendsMail' (or 'assignsWork' for tasks). */
  rateLimit?: RateLimitPolicy;
  /**
   * 'upload': the body carries a file as a base64 data URL (a `FileDataUrlSchema` field), so it
   * may be as large as the API's UPLOAD_MAX_BYTES needs; every other body is limited to 1 MB.
   */
  bodyLimit?: 'upload';
  /**
   * Accepts an `Idempotency-Key` header: a retried or repeated request with the same key (from the
   * same user) is answered as the first was and acts once. The ApiClient sends one key per call,
   * the same on each retry, or the key a screen gives (`CallOptions.idempotencyKey`).
   */
  idempotent?: true;
  /**
   * A GET that separate parts of one page ask for in turn (the shell's 'QIP Finished' bar, then
   * the dashboard's cards): an identical call within this many milliseconds of the reply is given
   * that reply instead of a new request. For a service's QIP data only: any write through the
   * same client (but those whose `live` is `none`: they change nothing of the QIP), and a colleague's
   * change (the shell calls `ApiClient.forgetRecentReplies`), drop every kept reply, so a reply is
   * never older than the user's own or a colleague's last change. A second or two, as SWR's
   * request deduplication does.
   */
  reuseForMs?: number;
  /** What a success changes that others viewing the service see (see LiveChange). */
  live?: LiveChange<z.output<Response>>;
  /**
   * 'events': the answer is a stream of Server-Sent Events that stays open until the caller
   * leaves (the gates read its first chunk, then hang up).
   */
  stream?: 'events';
}

/**
 * An endpoint as its author writes it: the tenancy's field names and the example's values are
 * checked against the endpoint's own schemas (the stored endpoint keeps them untyped, so every
 * endpoint fits the one `Endpoint` type).
 */
export type EndpointDefinition<
  Params extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Response extends z.ZodType,
> = Omit<Endpoint<Params, Query, Body, Response>, 'tenancy' | 'example'> & {
  tenancy?: EndpointTenancy<FieldOf<Params>, FieldOf<Query>, FieldOf<Body>>;
  example?: EndpointExample<InputOf<Params>, InputOf<Query>, InputOf<Body>>;
};

export function defineEndpoint<
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(endpoint: EndpointDefinition<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return endpoint;
}

/** The zod schema of one part of an endpoint (params, query or body), or never when it has none. */
export type PartSchema<T> = [NonNullable<T>] extends [never]
  ? never
  : NonNullable<T> extends z.ZodType
    ? NonNullable<T>
    : never;

/**
 * What the browser needs to call an endpoint: the facts the ApiClient reads, without the schemas
 * (the browser's script loads no zod at start). `live` is only its entity or why there is none.
 * Every `Endpoint` is one; the browser's `endpoints` are these, made from the contract
 * (scripts/generate-endpoint-table.ts).
 */
export type CallableEndpoint<E extends Endpoint = Endpoint> = Pick<
  E,
  'method' | 'path' | 'idempotent' | 'reuseForMs'
> & {
  live?: { entity: DataEntity } | { none: string };
} & EndpointSchemaTypes<SchemasOf<E>['params'], SchemasOf<E>['query'], SchemasOf<E>['body'], SchemasOf<E>['response']>;

/** The schema types an endpoint (or a callable endpoint made from it) carries. */
type SchemasOf<E extends EndpointSchemaTypes> = NonNullable<E[typeof schemaTypes]>;

/** What a caller passes: only the parts the endpoint has. */
export type EndpointInput<E extends EndpointSchemaTypes> = ([PartSchema<SchemasOf<E>['params']>] extends [never]
  ? { params?: never }
  : { params: z.input<PartSchema<SchemasOf<E>['params']>> }) &
  ([PartSchema<SchemasOf<E>['query']>] extends [never]
    ? { query?: never }
    : { query: z.input<PartSchema<SchemasOf<E>['query']>> }) &
  ([PartSchema<SchemasOf<E>['body']>] extends [never]
    ? { body?: never }
    : { body: z.input<PartSchema<SchemasOf<E>['body']>> });

export type EndpointResponse<E extends EndpointSchemaTypes> = z.output<SchemasOf<E>['response']>;

export { buildPath, withQuery } from './buildPath';
