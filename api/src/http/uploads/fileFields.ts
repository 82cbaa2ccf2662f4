import { FileDataUrlSchema, type FileDataUrl } from '@qip/shared-contracts';
import { z } from 'zod';
import type { UploadedFile } from '../../shared/fileType';

/** The schema inside optional, nullable and default wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault) {
    inner = inner.unwrap() as z.ZodType;
  }
  return inner;
}

/** The top-level fields of a body that carry a file (a `FileDataUrlSchema`, optional or not). */
export function fileFieldsOf(body: z.ZodType | undefined): string[] {
  if (!(body instanceof z.ZodObject)) return [];
  return Object.entries(body.shape)
    .filter(([, schema]) => unwrapped(schema as z.ZodType) === FileDataUrlSchema)
    .map(([name]) => name);
}

type FileOf<V> = [NonNullable<V>] extends [FileDataUrl] ? UploadedFile | Exclude<V, NonNullable<V>> : V;

/** A validated body as an upload route gets it: each file field holds the decoded, typed file. */
export type WithUploadedFiles<T> = T extends object ? { [K in keyof T]: FileOf<T[K]> } : T;
