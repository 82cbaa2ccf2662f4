import type { Piscina } from 'piscina';

type PoolOptions = NonNullable<ConstructorParameters<typeof Piscina>[0]>;
type RunOptions = NonNullable<Parameters<Piscina['run']>[1]>;

/** A pool of worker threads, made on its first task. */
export interface WorkerPool<Task, Result> {
  run(task: Task, options?: RunOptions): Promise<Result>;
  /** Ends the threads (nothing to end when no task ever ran); the next task makes a new pool. */
  close(): Promise<void>;
}

/**
 * A piscina pool made on its first task: piscina is loaded then, not at the API's start (uploads
 * and documents are occasional; issue 18).
 */
export function workerPool<Task, Result>(options: PoolOptions): WorkerPool<Task, Result> {
  let pool: Promise<Piscina<Task, Result>> | null = null;
  // The default export: piscina's CommonJS entry is the class, its named exports are static getters.
  const started = () => (pool ??= import('piscina').then(({ default: Pool }) => new Pool<Task, Result>(options)));
  return {
    run: async (task, runOptions) => (await started()).run(task, runOptions),
    async close() {
      const closing = pool;
      pool = null;
      await (await closing)?.destroy();
    },
  };
}
