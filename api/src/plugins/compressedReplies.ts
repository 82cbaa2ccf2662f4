import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Compressed replies kept by the SHA-256 of their text and their encoding, so a reply byte for
 * byte the same as one sent before (the same area's questions until someone answers one) is
 * not compressed again. Only an identical text is ever given kept bytes; the least recently
 * used are dropped past `maxBytes`.
 */
export function createCompressedReplies<Encoding extends string>(options: {
  compress: (encoding: Encoding, text: string) => Buffer;
  maxBytes: number;
}) {
  const kept = new LRUCache<string, Buffer>({ maxSize: options.maxBytes, sizeCalculation: (body) => body.length });
  /** `textId`, when given, names this text and no other (a kept reply's id): it is used instead of the hash. */
  return function compressed(encoding: Encoding, text: string, textId?: string): Buffer {
    const key =
      textId === undefined
        ? `${encoding}:sha256:${createHash('sha256').update(text).digest('base64')}`
        : `${encoding}:id:${textId}`;
    const known = kept.get(key);
    if (known) return known;
    const body = options.compress(encoding, text);
    kept.set(key, body);
    return body;
  };
}
