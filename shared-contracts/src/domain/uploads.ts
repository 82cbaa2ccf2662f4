// What an upload may be (assessment spec section 4, the logo step): the API checks the bytes,
// the browser checks what it can before sending, with the same limits and wording.
import { LOGO_MIN_PIXELS } from './constants';

/** The largest upload the API takes unless UPLOAD_MAX_BYTES says otherwise: 10 MB. */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Image types a logo may have (checked from the file's bytes, not its name). */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** An image may declare at most this many pixels a side, and this many in all (a decoder would need gigabytes). */
export const IMAGE_MAX_SIDE_PIXELS = 10_000;
export const IMAGE_MAX_PIXELS = 40_000_000;

/**
 * 10000 as '10,000', as toLocaleString('en-AU') writes a whole number, without Intl: its first use
 * loads the locale's data, some 30 ms of the API's start for a message built when this loads.
 */
const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const ATTACHMENT_MESSAGES = {
  notAnImage: 'Please choose a PNG, JPG, GIF or WebP image.',
  tooLarge: (maxBytes: number) => `The file is too large. Please choose one of ${formatBytes(maxBytes)} or less.`,
  unreadable: 'The file could not be read. Please choose it again.',
  programOrScript: 'Programs, scripts and web pages (such as .exe, .sh, .html, .svg or .js files) cannot be uploaded.',
  tooManyPixels: `The image is too large: it may have at most ${groupThousands(IMAGE_MAX_SIDE_PIXELS)} pixels a side and ${IMAGE_MAX_PIXELS / 1_000_000} megapixels in all.`,
} as const;

/** The answer to a request body over the API's limit (1 MB unless the route takes uploads). */
export const requestTooLargeMessage = (limitBytes: number) =>
  `The request is too large: it may be at most ${formatBytes(limitBytes)}.`;

/** 10485760 as '10 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** What the browser can check of a chosen logo before sending it: the message, or null. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!LOGO_CONTENT_TYPES.some((type) => type === file.type)) return ATTACHMENT_MESSAGES.notAnImage;
  if (file.size > DEFAULT_UPLOAD_MAX_BYTES) return ATTACHMENT_MESSAGES.tooLarge(DEFAULT_UPLOAD_MAX_BYTES);
  return null;
}

/** A logo under LOGO_MIN_PIXELS either way may look blurry in reports; unknown sizes are not. */
export function isLogoTooSmall(logo: { width: number | null; height: number | null }): boolean {
  return logo.width !== null && logo.height !== null && (logo.width < LOGO_MIN_PIXELS || logo.height < LOGO_MIN_PIXELS);
}
