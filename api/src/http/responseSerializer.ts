import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The JSON Schema of a reply's zod schema, or null when zod cannot say it in JSON Schema (a transform). */
function jsonSchemaOf(schema: z.ZodType): object | null {
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-07' });
    // fast-json-stringify checks a $schema address against its URI pattern, a regular expression
    // whose compilation cost the first reply some 8 ms (issue 18); the draft changes nothing it writes.
    delete jsonSchema.$schema;
    return jsonSchema;
  } catch {
    return null;
  }
}

/**
 * Writes a route's replies with fast-json-stringify, from the JSON Schema of the contract's
 * response schema (z.toJSONSchema), instead of encoding every reply with zod first: that doubled
 * the time of a 95 KB question list (issue 18). The output stays guarded as zod guarded it:
 * fast-json-stringify writes only the properties the schema names (an object's unknown keys are
 * dropped, as zod's objects strip them), so a column a handler returns beyond the contract (a
 * password hash, another tenant's id) never reaches the client, and a missing required field
 * fails the reply (500). It does not check values the way zod's parse does (a refinement, a
 * string's length), which the contract's own types keep right. A schema zod cannot write as JSON
 * Schema keeps zod's serializer. Each serializer is built on its route's first reply, so the
 * API's start does not compile one for every route.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    if (!serialize) {
      const jsonSchema = jsonSchemaOf(route.schema);
      serialize = jsonSchema ? fastJsonStringify(jsonSchema) : zodSerializerCompiler(route);
    }
    return serialize(data);
  };
};
