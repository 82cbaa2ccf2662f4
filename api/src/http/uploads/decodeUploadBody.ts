import { ATTACHMENT_MESSAGES, endpoints, type Endpoint, type FieldError } from '@qip/shared-contracts';
import { describeUpload, type UploadedFile } from '../../shared/fileType';
import { validationMessage } from '../httpError';
import { fileFieldsOf } from './fileFields';

// The work an upload body needs, done in a worker thread (uploadWorker.ts) so the event loop
// never parses, validates or decodes megabytes: the JSON, the endpoint's schema, then each file
// field's base64, whose bytes are typed by their content.

/** One upload body to decode: the endpoint (by method and path), the raw JSON and the file limit. */
export interface UploadTask {
  method: string;
  path: string;
  body: Uint8Array;
  maxBytes: number;
}

export type UploadOutcome =
  | { ok: true; body: Record<string, unknown>; files: UploadedFile[] }
  | { ok: false; statusCode: 400 | 413; message: string; fields: FieldError[] };

const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(endpoints).flatMap((group): Endpoint[] =>
  Object.values(group as Record<string, Endpoint>),
);

function endpointOf(method: string, path: string): Endpoint {
  const endpoint = ALL_ENDPOINTS.find((candidate) => candidate.method === method && candidate.path === path);
  if (!endpoint?.body) throw new Error(`No endpoint with a body at ${method} ${path}`);
  return endpoint;
}

const refusal = (statusCode: 400 | 413, fields: FieldError[]): UploadOutcome => ({
  ok: false,
  statusCode,
  message: validationMessage(fields),
  fields,
});

/** The bytes of a data URL the schema has accepted (in memory of their own), or why they cannot be taken. */
function decodeDataUrl(dataUrl: string, maxBytes: number, field: string): Uint8Array | UploadOutcome {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1).replace(/\s+/g, '');
  const tooLarge = refusal(413, [{ field, message: ATTACHMENT_MESSAGES.tooLarge(maxBytes) }]);
  // Refused before decoding when the text alone shows the file is too large.
  if (Math.floor((base64.length * 3) / 4) - 2 > maxBytes) return tooLarge;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) return refusal(400, [{ field, message: ATTACHMENT_MESSAGES.unreadable }]);
  if (bytes.length > maxBytes) return tooLarge;
  // A small Buffer lives in Node's shared pool, which cannot move between threads: copy it out.
  return bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

/**
 * Parses an upload body and validates it with its endpoint's schema (400 naming each field, as
 * every other route), then decodes each file field and detects its type and declared size.
 */
export async function decodeUploadBody(task: UploadTask): Promise<UploadOutcome> {
  const endpoint = endpointOf(task.method, task.path);
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(task.body.buffer, task.body.byteOffset, task.body.byteLength).toString('utf8'));
  } catch {
    return refusal(400, [{ field: 'body', message: 'The body is not valid JSON.' }]);
  }

  const parsed = endpoint.body?.safeParse(json);
  if (!parsed?.success) {
    const issues = parsed?.error.issues ?? [];
    return refusal(
      400,
      issues.map((issue) => ({ field: ['body', ...issue.path.map(String)].join('.'), message: issue.message })),
    );
  }

  const body: Record<string, unknown> = { ...(parsed.data as Record<string, unknown>) };
  const files: UploadedFile[] = [];
  for (const field of fileFieldsOf(endpoint.body)) {
    const value = body[field];
    if (typeof value !== 'string') continue;
    const bytes = decodeDataUrl(value, task.maxBytes, `body.${field}`);
    if (!(bytes instanceof Uint8Array)) return bytes;
    const file = await describeUpload(bytes);
    body[field] = file;
    files.push(file);
  }
  return { ok: true, body, files };
}
