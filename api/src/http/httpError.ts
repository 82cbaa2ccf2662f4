import type { FieldError, SaveConflict } from '@qip/shared-contracts';

/** An error a route throws on purpose: the status and message reach the caller as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldError[],
    /** The page that lifts the refusal, for the caller to offer or go to. */
    readonly redirect?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The message of a 400 for bad input: each field and what is wrong with it. */
export const validationMessage = (fields: readonly FieldError[]) =>
  fields.map((field) => `${field.field}: ${field.message}`).join('; ');

/** A save from an older copy (409): 'Changed by {name} at {time}', with the text saved meanwhile. */
export class SaveConflictError extends HttpError {
  constructor(
    message: string,
    readonly current: SaveConflict['current'],
  ) {
    super(409, message);
    this.name = 'SaveConflictError';
  }
}

export const badRequest = (message: string, fields?: FieldError[]) => new HttpError(400, message, fields);
export const unauthorized = (message = 'Please sign in again.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  402: 'Payment Required',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An OAuth token-endpoint error (RFC 6749 section 5.2), with the portal's message beside it. */
export class OAuthError extends HttpError {
  constructor(
    statusCode: number,
    readonly oauthError: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type',
    message: string,
  ) {
    super(statusCode, message);
    this.name = 'OAuthError';
  }
}
