import { isAxiosError } from 'axios';
import { isRecord } from '../domain/validation';

/** One field that failed validation, named as the caller sent it (`body.email`, `params.id`). */
export interface FieldError {
  field: string;
  message: string;
}

/** The body of every error the API answers with (its schema: ApiErrorBodySchema in api/common.ts). */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fields?: FieldError[];
  /** The page that lifts a refusal (a write to a service whose subscription blocks it). */
  redirect?: string;
}

const isFieldError = (value: unknown) =>
  isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string';

/**
 * Whether a reply's body is the API's error body. Checked by hand, not with the schema: every
 * screen reads failures, and the browser loads no zod at start (a test keeps the two in step).
 */
export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return (
    isRecord(body) &&
    Number.isInteger(body.statusCode) &&
    typeof body.error === 'string' &&
    typeof body.message === 'string' &&
    (body.fields === undefined || (Array.isArray(body.fields) && body.fields.every(isFieldError))) &&
    (body.redirect === undefined || typeof body.redirect === 'string')
  );
}

/**
 * What a save from an older copy is refused with (409): the words 'Changed by {name} at {time}'
 * and the text saved meanwhile, with the version to send to save over it (SaveConflictSchema in
 * api/history.ts).
 */
export interface SaveConflict {
  statusCode: 409;
  message: string;
  current: { text: string | null; version: number; by: string; at: string };
}

/** Whether a reply's body is a save's conflict (by hand, as isApiErrorBody; a test keeps them in step). */
export function isSaveConflict(body: unknown): body is SaveConflict {
  if (!isRecord(body) || body.statusCode !== 409 || typeof body.message !== 'string' || !isRecord(body.current)) {
    return false;
  }
  const { text, version, by, at } = body.current;
  return (
    (text === null || typeof text === 'string') &&
    Number.isInteger(version) &&
    typeof by === 'string' &&
    typeof at === 'string'
  );
}

/** The conflict of a refused save (409 with the text saved meanwhile), or null for any other failure. */
export function saveConflictOf(error: unknown): SaveConflict | null {
  if (!isAxiosError(error) || !error.response) return null;
  const body: unknown = error.response.data;
  return isSaveConflict(body) ? body : null;
}

/** The error body of an axios failure, when the API sent one. */
export function apiErrorBody(error: unknown): ApiErrorBody | null {
  if (!isAxiosError(error) || !error.response) return null;
  const body: unknown = error.response.data;
  return isApiErrorBody(body) ? body : null;
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
