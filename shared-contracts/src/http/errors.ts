import { isAxiosError } from 'axios';
import { z } from 'zod';

/** One field that failed validation, named as the caller sent it (`body.email`, `params.id`). */
export const FieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** The body of every error the API answers with. */
export const ApiErrorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fields: z.array(FieldErrorSchema).optional(),
  /** The page that lifts a refusal (a write to a service whose subscription blocks it). */
  redirect: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** The error body of an axios failure, when the API sent one. */
export function apiErrorBody(error: unknown): ApiErrorBody | null {
  if (!isAxiosError(error) || !error.response) return null;
  const parsed = ApiErrorBodySchema.safeParse(error.response.data);
  return parsed.success ? parsed.data : null;
}

export function httpStatusOf(error: unknown): number | null {
  return isAxiosError(error) && error.response ? error.response.status : null;
}

/** The seconds a 429 asks the caller to wait (its Retry-After header), or null without one. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isAxiosError(error) || !error.response) return null;
  const seconds = Number(error.response.headers['retry-after']);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/**
 * What a failed write tells the user: the API's own words when it refused the write on purpose
 * (403: not allowed, or the service's subscription blocks it, saying where to go; 429: how long
 * to wait), otherwise the caller's general message.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  const body = apiErrorBody(error);
  return body && (body.statusCode === 403 || body.statusCode === 429) ? body.message : fallback;
}

/**
 * The API's own words for a refused input (the first field's message: a file of the wrong type,
 * too large), or its message for any other refusal below 500; otherwise the caller's message.
 */
export function inputRefusalMessage(error: unknown, fallback: string): string {
  const body = apiErrorBody(error);
  return body?.fields?.[0]?.message ?? (body && body.statusCode < 500 ? body.message : fallback);
}
