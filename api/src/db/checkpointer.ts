import { Worker } from 'node:worker_threads';
import type { Database as SqliteHandle } from 'better-sqlite3';
import { workerFile } from '../lib/workerFile';
import type { CheckpointerData } from './checkpointWorker';

/** How often the checkpointer copies the WAL into the database file (and syncs both). */
const CHECKPOINT_EVERY_MS = 100;
/**
 * The WAL's size (pages) past which the API's own connection checkpoints, as SQLite does by
 * default at 1000: only if the checkpointer falls behind or stops.
 */
const FALLBACK_CHECKPOINT_PAGES = 4000;
/** How long after the database opens the checkpointer starts. */
const START_AFTER_MS = 1000;

/**
 * Checkpoints the SQLite database from a worker thread: SQLite checkpointed on the API's thread,
 * in the commit that took the WAL past 1000 pages, and with synchronous=NORMAL that checkpoint
 * syncs the WAL and the database file, which stalled every request for milliseconds (a third of
 * the answer write's time at load). A commit is durable once a checkpoint has synced the WAL:
 * within about CHECKPOINT_EVERY_MS, where a commit waited for the next 1000 pages before.
 */
export function startCheckpointer(sqlite: SqliteHandle, file: string): { close(): Promise<void> } {
  sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_CHECKPOINT_PAGES}`);
  let worker: Worker | null = null;
  // Started a moment after the database opens, so the API's start does not share its cores with
  // the worker's own start; until then the WAL holds at most the start's few commits.
  const starting = setTimeout(() => {
    worker = new Worker(workerFile(__dirname, 'checkpointWorker'), {
      workerData: { file, everyMs: CHECKPOINT_EVERY_MS } satisfies CheckpointerData,
    });
    // The API's end is not held up by it; a worker that fails leaves the fallback.
    worker.unref();
    worker.on('error', () => undefined);
  }, START_AFTER_MS);
  starting.unref();
  return {
    close: async () => {
      clearTimeout(starting);
      await worker?.terminate();
    },
  };
}
