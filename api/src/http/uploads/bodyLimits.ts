/** Every request body is limited to this, except an upload route's (1 MB: forms and rich text fit). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Room for the JSON around a file: the data URL's header and the other fields, even escaped. */
const JSON_ALLOWANCE = 64 * 1024;

/** The body limit of an upload route: a file of `uploadMaxBytes` in base64 (4 characters per 3 bytes), and its JSON. */
export function uploadBodyLimit(uploadMaxBytes: number): number {
  return Math.ceil(uploadMaxBytes / 3) * 4 + JSON_ALLOWANCE;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a 413 for a too-large body says on this route (otherwise the limit in MB). */
    bodyTooLargeMessage?: string;
  }
}
