import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

/** What the API gives its checkpointer: the database file, and how often to look at its WAL. */
export interface CheckpointerData {
  file: string;
  everyMs: number;
}

// Copies the WAL's committed pages into the database file on a connection of its own, off the
// API's thread (see checkpointer.ts). PASSIVE waits for no reader or writer: what a reader still
// uses is copied next time.
const { file, everyMs } = workerData as CheckpointerData;
const sqlite = new SQLite(file);
sqlite.pragma('busy_timeout = 5000');
const checkpoint = sqlite.prepare('pragma wal_checkpoint(PASSIVE)');
const timer = setInterval(() => {
  try {
    checkpoint.run();
  } catch {
    // Busy or gone: the API's own checkpoint past its fallback size still bounds the WAL.
  }
}, everyMs);
parentPort?.once('close', () => clearInterval(timer));
