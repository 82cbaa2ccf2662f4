import { endpoints, IdSchema, type Endpoint, type InputPart } from '@qip/shared-contracts';
import { z } from 'zod';

// The contract as the gates read it: every endpoint with its name, the fields of its parts, and
// the JSON Schema of each part (what the OpenAPI document shows, and what inputs are made from).

export type JsonSchema = z.core.JSONSchema.JSONSchema;

/** An endpoint of `endpoints` with its name there ('assessment.comply'). */
export interface ContractEndpoint {
  name: string;
  endpoint: Endpoint;
}

export const INPUT_PARTS: readonly InputPart[] = ['params', 'query', 'body'];

/** Every endpoint of the contract, in the order `endpoints` lists them. */
export const CONTRACT: readonly ContractEndpoint[] = Object.entries(endpoints).flatMap(([group, members]) =>
  Object.entries<Endpoint>(members).map(([key, endpoint]) => ({ name: `${group}.${key}`, endpoint })),
);

/**
 * Routes the API serves outside the contract (they answer files, not JSON), each with the test
 * that checks who may call it. Any other route must be an endpoint of the contract.
 */
export const ROUTES_OUTSIDE_THE_CONTRACT: Readonly<Record<string, string>> = {
  'GET /api/uploads/{id}': "api/test/attachments.test.ts (refuses another tenant's centre)",
  'GET /api/report/file/{id}': "api/test/reports.test.ts (another tenant's report is not found)",
  'GET /api/billing/invoice/{invoiceId}/pdf':
    "api/test/billing-invoices.test.ts (members are refused, another tenant's invoice is not found)",
  'GET /api/resources/file/{id}':
    "api/test/resources.test.ts (signed in, a user of a service that may use the portal; another tenant's centre is refused)",
  'GET /api/resourcesshop/shop-downloadimage/{id}': 'api/test/resources.test.ts (signed in only)',
  'GET /api/resourcestutorial/tutorial-downloadimage/{id}': 'api/test/resources.test.ts (signed in only)',
  'GET /api/resourcestutorial/video/{id}': 'api/test/resources.test.ts (signed in only)',
  'POST /api/stripe/webhook':
    'api/test/billing-stripe.test.ts (Stripe signs it: a bad signature is a 400, nothing applied)',
};

/** 'GET /api/user/{id}': an endpoint as the OpenAPI document names it. */
export function openApiRoute(endpoint: Endpoint): string {
  return `${endpoint.method} ${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

/** 'assessment.comply (POST /api/question/comply)', for test names and messages. */
export function describeEndpoint({ name, endpoint }: ContractEndpoint): string {
  return `${name} (${endpoint.method} ${endpoint.path})`;
}

/** The JSON Schema of what a caller sends in one part (input, not output: defaults are optional). */
export function partJsonSchema(endpoint: Endpoint, part: InputPart): JsonSchema | undefined {
  const schema = endpoint[part];
  return schema ? z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) : undefined;
}

/** The JSON Schemas of an object's properties (an empty record for a part that is not an object). */
export function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    properties[name] = typeof property === 'boolean' ? {} : property;
  }
  return properties;
}

/** The schema inside optional, nullable and default wrappers. */
function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return unwrapped(schema.unwrap());
  }
  return schema;
}

/** A part's fields and their zod schemas (none when the part is not an object). */
function zodFieldsOf(endpoint: Endpoint, part: InputPart): Record<string, z.core.$ZodType> {
  const schema = endpoint[part];
  return schema instanceof z.ZodObject ? schema.shape : {};
}

/** A name that reads as an id: id, id2, center_id, qId, centerId. */
const ID_NAME = /(^|_)id\d*$|[a-z]Id\d*$/;

/** Whether a JSON Schema takes only numbers (a quality area, a service type: fixed reference numbers). */
function isNumeric(schema: JsonSchema | undefined): boolean {
  return schema?.type === 'integer' || schema?.type === 'number';
}

/**
 * The top-level fields of an endpoint that carry a record's id: a field checked by IdSchema, or
 * named like an id and taking text (records have application-made text ids; numbered reference
 * data such as quality areas does not count). Each must be classified in the endpoint's tenancy.
 */
export function idFieldsOf(endpoint: Endpoint): { in: InputPart; field: string }[] {
  return INPUT_PARTS.flatMap((part) => {
    const properties = propertiesOf(partJsonSchema(endpoint, part));
    return Object.entries(zodFieldsOf(endpoint, part))
      .filter(
        ([field, schema]) => unwrapped(schema) === IdSchema || (ID_NAME.test(field) && !isNumeric(properties[field])),
      )
      .map(([field]) => ({ in: part, field }));
  });
}

/** Whether the part of the endpoint has a top-level field of that name. */
export function hasField(endpoint: Endpoint, part: InputPart, field: string): boolean {
  return field in propertiesOf(partJsonSchema(endpoint, part));
}
