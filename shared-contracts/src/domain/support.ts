import type { SUPPORT_REQUEST_TYPES } from './constants';

export type SupportRequestType = (typeof SUPPORT_REQUEST_TYPES)[number];

/** The spec's support hours (section 9), shown beside the support request form. */
export const SUPPORT_HOURS = 'Mon-Fri 9am-5pm AEST, reply within 24 hours';

/** The longest subject and message a support request takes. */
export const SUPPORT_LIMITS = { subject: 200, message: 5000 } as const;

/**
 * The readable reference of the n-th support request: 'QIP-000123' (six digits at least, more
 * once there are a million).
 */
export function supportReference(sequence: number): string {
  return `QIP-${String(sequence).padStart(6, '0')}`;
}

/**
 * C0 and C1 control characters other than tab and line feed, zero-width characters and bidi
 * overrides: nothing a reader sees, and some can disguise what a message says.
 */
function isInvisible(code: number): boolean {
  if (code === 0x09 || code === 0x0a) return false;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0xfeff
  );
}

/**
 * Plain text as a support request keeps it: line endings as '\n', control characters other than
 * tabs and line breaks removed, spaces at line ends dropped, at most one blank line between
 * paragraphs, no blank lines around it. Paragraphs and single line breaks stay as typed.
 */
export function cleanPlainText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('')
    .filter((character) => !isInvisible(character.charCodeAt(0)))
    .join('')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Text for one line (a subject): cleaned as above, its line breaks and runs of spaces one space. */
export function cleanOneLine(text: string): string {
  return cleanPlainText(text).replace(/\s+/g, ' ');
}
