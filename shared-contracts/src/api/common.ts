import { z } from 'zod';
import { hasNoNul, ID_MAX_LENGTH, NO_NUL_MESSAGE } from '../domain/validation';
import type { ApiErrorBody, FieldError } from '../http/errors';

// The NUL rule is a domain rule (the browser's hand checks use it too); the schemas here use it.
export { hasNoNul, NO_NUL_MESSAGE };

/** Ids are made by the application (text), so SQLite and PostgreSQL agree. */
export const IdSchema = z.string().trim().min(1, 'is required').max(ID_MAX_LENGTH).refine(hasNoNul, NO_NUL_MESSAGE);
export const IdParamsSchema = z.object({ id: IdSchema });

/** An ISO 8601 date-time string in UTC. */
export const DateTimeSchema = z.string();

/** Answer of calls that only confirm success (spec: 'most write calls return true'). */
export const OkSchema = z.object({ ok: z.literal(true) });

/** A required text field with the spec's wording, trimmed. */
export const requiredText = (max = 255) =>
  z.string().trim().min(1, 'This field is required.').max(max, `Must be at most ${max} characters.`);

/** 0/1, true/false, '0'/'1' and 'true'/'false' as a boolean (forms and query strings send text). */
export const LooseBooleanSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** Where a protected file is fetched: its name and its address (GET it with the bearer token). */
export const FileDownloadSchema = z.object({
  file_name: z.string(),
  /** GET this, signed in, for the file (sent as an attachment). */
  url: z.string(),
});

/** One field that failed validation, named as the caller sent it (`body.email`, `params.id`). */
export const FieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
}) satisfies z.ZodType<FieldError>;

/** The body of every error the API answers with (the browser checks it with `isApiErrorBody`). */
export const ApiErrorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fields: z.array(FieldErrorSchema).optional(),
  /** The page that lifts a refusal (a write to a service whose subscription blocks it). */
  redirect: z.string().optional(),
}) satisfies z.ZodType<ApiErrorBody>;
