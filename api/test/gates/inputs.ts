import { buildPath, type Endpoint, type InputPart } from '@qip/shared-contracts';
import type { InjectOptions } from 'fastify';
import { INPUT_PARTS, partJsonSchema, type JsonSchema } from './contract';

// Valid input for any endpoint, made from its schemas: the smallest value each schema accepts
// (required fields only, the first choice, the shortest length), then the endpoint's `example`,
// then the ids the test names. Refinements are not in a JSON Schema, so an endpoint whose
// schema refines its input gives an `example` (the tenant-isolation gate says when one is needed).

export type Values = Record<string, unknown>;

/** The input of one call: path parameters, query and body (undefined when it takes none). */
export interface EndpointCall {
  params: Values;
  query: Values;
  body: Values | undefined;
}

/** A value for one top-level field of a part. */
export interface FieldValue {
  in: InputPart;
  field: string;
  value: unknown;
}

const SAMPLE_TEXT = 'gate-test';

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'email') return 'gate@example.com';
  if (schema.format === 'date-time') return new Date().toISOString();
  const max = schema.maxLength ?? SAMPLE_TEXT.length;
  return SAMPLE_TEXT.slice(0, Math.max(1, max)).padEnd(schema.minLength ?? 0, 'x');
}

function sampleNumber(schema: JsonSchema): number {
  const lowest =
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -Infinity);
  const highest =
    typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : (schema.maximum ?? Infinity);
  return Math.min(Math.max(1, lowest), highest);
}

/** The smallest value a JSON Schema accepts: an object's required properties only, the first choice. */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices?.length) return sampleOf(choices.find((choice) => choice.type !== 'null') ?? choices[0]!);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      return Object.fromEntries(
        (schema.required ?? []).map((name) => {
          const property = properties[name];
          return [name, sampleOf(typeof property === 'object' ? property : {})];
        }),
      );
    }
    case 'array': {
      const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      const item = typeof items === 'object' ? items : {};
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(item));
    }
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return SAMPLE_TEXT;
  }
}

function objectOrEmpty(value: unknown): Values {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
}

/**
 * A valid call of the endpoint: generated from its schemas, then its example, then the values
 * given (the ids of the records the test acts on).
 */
export function validCall(endpoint: Endpoint, values: readonly FieldValue[] = []): EndpointCall {
  const part = (name: InputPart): Values => {
    const schema = partJsonSchema(endpoint, name);
    if (!schema) return {};
    const given = Object.fromEntries(values.filter((value) => value.in === name).map((v) => [v.field, v.value]));
    return { ...objectOrEmpty(sampleOf(schema)), ...objectOrEmpty(endpoint.example?.[name]), ...given };
  };
  return { params: part('params'), query: part('query'), body: endpoint.body ? part('body') : undefined };
}

/** The call with some fields replaced. */
export function withValues(call: EndpointCall, values: readonly FieldValue[]): EndpointCall {
  const next: EndpointCall = {
    params: { ...call.params },
    query: { ...call.query },
    body: call.body && { ...call.body },
  };
  for (const { in: part, field, value } of values) {
    const target = next[part];
    if (target) target[field] = value;
  }
  return next;
}

/** A value as URL text: strings as they are, numbers and booleans written out, anything else as JSON. */
export function urlText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

/** A query string of the values, '' when there are none. */
export function queryString(query: Values): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.append(name, urlText(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The request of a call, for `app.inject`. */
export function requestOf(endpoint: Endpoint, call: EndpointCall, headers: Record<string, string> = {}): InjectOptions {
  return {
    method: endpoint.method,
    url: `${buildPath(endpoint.path, call.params)}${queryString(call.query)}`,
    headers,
    ...(call.body ? { payload: call.body } : {}),
  };
}

/** Every part the endpoint takes, with the JSON Schema of each. */
export function partsOf(endpoint: Endpoint): { part: InputPart; schema: JsonSchema }[] {
  return INPUT_PARTS.flatMap((part) => {
    const schema = partJsonSchema(endpoint, part);
    return schema ? [{ part, schema }] : [];
  });
}
