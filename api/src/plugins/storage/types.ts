/** A stored file as the storage layer gives it back. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
  sizeBytes: number;
}

/**
 * Where uploaded files live: a local folder by default, S3-compatible object storage when
 * configured. Keys are relative paths such as `centers/{id}/logo/{uuid}.png`.
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, options: { contentType: string }): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The longest key segment made from a person's text: enough to recognise it in a listing. */
const MAX_TEXT_SEGMENT = 60;

/**
 * A valid key segment from any text (a title such as 'École logo', '(logo)' or '日本語'): accents
 * dropped, each run of other characters one '-', no '-' at either end; `fallback` when nothing is
 * left. Letters, digits and inner dashes only, so the key check always passes.
 */
export function keySegmentOf(text: string, fallback: string): string {
  const segment = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .slice(0, MAX_TEXT_SEGMENT)
    .replace(/^-+|-+$/g, '');
  return segment || fallback;
}

/** Refuses keys that could leave the storage root (`..`, absolute paths, odd characters). */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  if (key.length > 512 || segments.some((segment) => !KEY_SEGMENT.test(segment) || segment.includes('..'))) {
    throw new Error(`Invalid storage key "${key}"`);
  }
}
