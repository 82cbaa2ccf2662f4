import type { Readable } from 'node:stream';
import { errorCodes } from 'fastify';

/**
 * Reads a request body of at most `limit` bytes into memory of its own. Each chunk is copied as
 * it arrives (into one buffer of the announced length when there is one), so no single step
 * copies megabytes on the event loop, and the bytes can move to a worker thread without a copy.
 * Too large a body is refused as Fastify refuses one (413), leaving the connection to answer.
 */
export function readBody(payload: Readable, contentLength: string | undefined, limit: number) {
  const declared = contentLength === undefined || contentLength === '' ? null : Number(contentLength);
  if (declared !== null && declared > limit) return Promise.reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());

  return new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    const whole = declared !== null && Number.isSafeInteger(declared) ? new Uint8Array(declared) : null;
    const chunks: Buffer[] = [];
    let received = 0;

    const stop = (error: Error) => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', stop);
      reject(error);
    };
    function onData(chunk: Buffer) {
      received += chunk.length;
      if (received > limit) return stop(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      if (!whole) return void chunks.push(chunk);
      if (received > whole.length) return stop(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      whole.set(chunk, received - chunk.length);
    }
    function onEnd() {
      payload.removeListener('error', stop);
      if (whole) {
        if (received === whole.length) resolve(whole);
        else reject(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
        return;
      }
      const joined = new Uint8Array(received);
      let offset = 0;
      for (const chunk of chunks) {
        joined.set(chunk, offset);
        offset += chunk.length;
      }
      resolve(joined);
    }
    payload.on('data', onData);
    payload.once('end', onEnd);
    payload.once('error', stop);
  });
}
