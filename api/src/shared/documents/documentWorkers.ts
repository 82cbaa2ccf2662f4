import { move, Piscina, transferableSymbol, valueSymbol } from 'piscina';
import { workerFile } from '../../lib/workerFile';

/** Writes documents in a worker thread, so the API's event loop stays free while it does. */
export interface DocumentWorkers<Job> {
  render(job: Job): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * One thread running `task` of the worker file `name` (see workerFile), started at the first
 * document and ended when idle for a minute: documents are occasional, and one core stays with
 * the event loop (two cores here).
 */
export function createDocumentWorkers<Job>(worker: {
  sourceDir: string;
  name: string;
  task: string;
}): DocumentWorkers<Job> {
  let pool: Piscina<Job, Uint8Array> | null = null;
  const started = () =>
    (pool ??= new Piscina<Job, Uint8Array>({
      filename: workerFile(worker.sourceDir, worker.name),
      name: worker.task,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 60_000,
    }));
  return {
    render: (job) => started().run(job),
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}

/** In a worker: the document's bytes, moved back to the main thread rather than copied. */
export function movedToMainThread(bytes: Uint8Array) {
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
  return move({ [transferableSymbol]: [own.buffer], [valueSymbol]: own });
}
