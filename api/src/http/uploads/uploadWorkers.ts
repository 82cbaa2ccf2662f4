import os from 'node:os';
import type { Endpoint } from '@qip/shared-contracts';
import { workerFile } from '../../lib/workerFile';
import { workerPool } from '../../lib/workerPool';
import { HttpError } from '../httpError';
import type { UploadOutcome, UploadTask } from './decodeUploadBody';

/** Decodes upload bodies in worker threads (see decodeUploadBody.ts). */
export interface UploadWorkers {
  /**
   * The validated body with its files decoded; an HttpError (400 or 413) when it cannot be taken.
   * The body's memory moves to the worker: the caller must not use it afterwards.
   */
  decode(endpoint: Endpoint, body: Uint8Array<ArrayBuffer>, maxBytes: number): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/** The body's bytes in memory of their own, so they can move to a worker without a copy. */
const ownMemory = (body: Uint8Array<ArrayBuffer>) =>
  body.byteOffset === 0 && body.byteLength === body.buffer.byteLength ? body : new Uint8Array(body);

/** Decoding threads: one core is left to the event loop (one thread on two cores), four at most. */
const MAX_THREADS = Math.min(4, Math.max(1, os.availableParallelism() - 1));

/**
 * A small pool of worker threads, started at the first upload and kept while the app runs; one
 * stays warm, others end when idle.
 */
export function createUploadWorkers(): UploadWorkers {
  const pool = workerPool<UploadTask, UploadOutcome>({
    filename: workerFile(__dirname, 'uploadWorker'),
    name: 'decodeUpload',
    minThreads: 1,
    maxThreads: MAX_THREADS,
    idleTimeout: 60_000,
  });

  return {
    async decode(endpoint, body, maxBytes) {
      const bytes = ownMemory(body);
      const outcome = await pool.run(
        { method: endpoint.method, path: endpoint.path, body: bytes, maxBytes },
        { transferList: [bytes.buffer] },
      );
      if (!outcome.ok) throw new HttpError(outcome.statusCode, outcome.message, outcome.fields);
      return outcome.body;
    },
    close: () => pool.close(),
  };
}
