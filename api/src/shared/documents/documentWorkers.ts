import { workerFile } from '../../lib/workerFile';
import { workerPool } from '../../lib/workerPool';

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
  const pool = workerPool<Job, Uint8Array>({
    filename: workerFile(worker.sourceDir, worker.name),
    name: worker.task,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
  });
  return { render: (job) => pool.run(job), close: () => pool.close() };
}
