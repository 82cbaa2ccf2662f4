import { SUPPORT_REQUEST_TYPES } from './constants';

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
 * Plain text as a support request keeps it: line endings as '\n', control characters other than
 * tabs and line breaks removed, spaces at line ends dropped, at most one blank line between
 * paragraphs, no blank lines around it. Paragraphs and single line breaks stay as typed.
 */
export function cleanPlainText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // C0 and C1 controls, except tab (\x09) and line feed (\x0A); zero-width and bidi overrides.
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, '')
      .replace(/[ \t]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** Text for one line (a subject): cleaned as above, its line breaks and runs of spaces one space. */
export function cleanOneLine(text: string): string {
  return cleanPlainText(text).replace(/\s+/g, ' ');
}
