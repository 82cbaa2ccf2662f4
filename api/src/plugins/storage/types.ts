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
  /** Every object whose key starts with `folder/`, with when it was last written. */
  list(folder: string): AsyncIterable<ListedObject>;
  /**
   * Removes what an interrupted write left behind before `before` (a local `*.tmp` file, a
   * metadata file without its file) and answers what it removed. S3 leaves nothing: a put there
   * is one request that either stores the object or not.
   */
  removeLeftovers(before: Date): Promise<string[]>;
}

export interface ListedObject {
  key: string;
  modifiedAt: Date;
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

/** Whether a key stays inside the storage root (no `..`, absolute paths or odd characters). */
export function isValidKey(key: string): boolean {
  return key.length <= 512 && key.split('/').every((segment) => KEY_SEGMENT.test(segment) && !segment.includes('..'));
}

/** Refuses keys that could leave the storage root (`..`, absolute paths, odd characters). */
export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key "${key}"`);
}
