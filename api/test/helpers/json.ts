import { type ApiErrorBody, ApiErrorBodySchema } from '@qip/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';

/** Throws, saying what does not fit, unless the body fits the schema; narrows the body itself. */
function assertFits<S extends z.ZodType>(
  body: unknown,
  schema: S,
  response: LightMyRequestResponse,
): asserts body is z.input<S> {
  const checked = schema.safeParse(body);
  if (!checked.success) {
    const problems = z.prettifyError(checked.error);
    throw new Error(`The ${response.statusCode} answer does not fit its schema:\n${problems}\n${response.body}`);
  }
}

/**
 * The JSON body of a response, checked against its contract's schema and typed by it. The body is
 * returned as the API sent it (zod's parsed copy would drop unknown keys), so a test still sees
 * every field, including one that must not be there.
 */
export function jsonOf<S extends z.ZodType>(response: LightMyRequestResponse, schema: S): z.input<S> {
  const body: unknown = response.json();
  assertFits(body, schema, response);
  return body;
}

/** The body of an error answer (400, 401, 403, 404, 429, 500): the API's one error shape. */
export function errorOf(response: LightMyRequestResponse): ApiErrorBody {
  return jsonOf(response, ApiErrorBodySchema);
}
