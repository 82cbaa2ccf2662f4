// The validation wording and input rules both specs share (section 5).

export const VALIDATION_MESSAGES = {
  required: 'This field is required.',
  email: 'Please provide a valid email address',
  emailMissing: 'Please provide an email address.',
  emailsDoNotMatch: 'The email address and the confirm email address do not match.',
  passwordsDoNotMatch: 'Passwords do not match!',
  passwordTooShort: 'Password must be at least 8 characters!',
  passwordTooShortReset: 'Password must contain at least 8 characters',
} as const;

/** Non-space characters, one at sign, a dot in the domain. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Phone fields keep only digits, hyphen, parentheses and plus. */
export function sanitisePhone(value: string): string {
  return value.replace(/[^0-9()+-]/g, '');
}

/** Numeric fields keep only digits. */
export function sanitiseDigits(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

/**
 * An object with named fields (not null, not an array), as a JSON object is: what the hand
 * checks of replies the browser reads at start look into (isApiErrorBody, isLiveChangeEvent).
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** PostgreSQL cannot store or compare text holding a NUL character, so no text field takes one. */
export const NO_NUL_MESSAGE = 'Must not contain a NUL character.';
export const hasNoNul = (value: string) => !value.includes('\u0000');

/** Ids are made by the application (text), so SQLite and PostgreSQL agree: at most this long. */
export const ID_MAX_LENGTH = 64;

/** Whether a value is an id as IdSchema (api/common.ts) takes one: text, trimmed not empty, not too long. */
export function isId(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= ID_MAX_LENGTH && hasNoNul(value);
}
