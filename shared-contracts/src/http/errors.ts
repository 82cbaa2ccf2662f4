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
