import { ATTACHMENT_MESSAGES, type LOGO_CONTENT_TYPES } from '@qip/shared-contracts';
import { imageSize } from 'image-size';
import { HttpError, badRequest } from '../http/httpError';

// Judges an uploaded file by its bytes, shared so every upload is checked the same way.

const FIELD = 'body.base64_image';

/** The image types accepted, as image-size names them, with their content type and extension. */
const IMAGE_TYPES: Record<string, { contentType: (typeof LOGO_CONTENT_TYPES)[number]; extension: string }> = {
  png: { contentType: 'image/png', extension: 'png' },
  jpg: { contentType: 'image/jpeg', extension: 'jpg' },
  gif: { contentType: 'image/gif', extension: 'gif' },
  webp: { contentType: 'image/webp', extension: 'webp' },
};

export interface CheckedImage {
  bytes: Buffer;
  contentType: string;
  extension: string;
  width: number | null;
  height: number | null;
}

/**
 * Decodes a data URL and checks it is an image of an accepted type, judged from its bytes (the
 * type the browser claims is ignored), no larger than `maxBytes`.
 */
export function decodeImageDataUrl(dataUrl: string, maxBytes: number): CheckedImage {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1).replace(/\s/g, '');
  // Refuse before decoding when the text alone shows the file is too large.
  if (Math.floor((base64.length * 3) / 4) - 2 > maxBytes) throw tooLarge(maxBytes);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0)
    throw badRequest(ATTACHMENT_MESSAGES.unreadable, [{ field: FIELD, message: ATTACHMENT_MESSAGES.unreadable }]);
  if (bytes.length > maxBytes) throw tooLarge(maxBytes);

  let detected: { type?: string; width?: number; height?: number };
  try {
    detected = imageSize(bytes);
  } catch {
    detected = {};
  }
  const type = detected.type ? IMAGE_TYPES[detected.type] : undefined;
  if (!type)
    throw badRequest(ATTACHMENT_MESSAGES.notAnImage, [{ field: FIELD, message: ATTACHMENT_MESSAGES.notAnImage }]);
  return {
    bytes,
    contentType: type.contentType,
    extension: type.extension,
    width: detected.width ?? null,
    height: detected.height ?? null,
  };
}

function tooLarge(maxBytes: number): HttpError {
  const message = ATTACHMENT_MESSAGES.tooLarge(maxBytes);
  return new HttpError(413, message, [{ field: FIELD, message }]);
}
