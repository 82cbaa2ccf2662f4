import { z } from 'zod';

/**
 * A file sent inside a JSON body as a base64 data URL: `data:image/png;base64,...`. An endpoint
 * with such a field declares `bodyLimit: 'upload'`; the API decodes and checks the file away from
 * its event loop and hands the route the bytes (the brand lets the API's types tell the field apart).
 */
export const FileDataUrlSchema = z
  .string()
  .regex(/^data:[\w.+-]+\/[\w.+-]+(;[\w-]+=[\w.-]+)*;base64,[A-Za-z0-9+/=\s]+$/, 'Must be a base64 data URL.')
  .brand<'FileDataUrl'>();
export type FileDataUrl = z.output<typeof FileDataUrlSchema>;
