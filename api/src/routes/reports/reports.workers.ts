import { Piscina } from 'piscina';
import { workerFile } from '../../lib/workerFile';
import type { ReportSource } from './documents/source';

/** Writes report files in a worker thread, so the API's event loop stays free while it does. */
export interface ReportWorkers {
  render(source: ReportSource): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * One thread, started at the first report and ended when idle for a minute: reports are rare,
 * and one core stays with the event loop (two cores here).
 */
export function createReportWorkers(): ReportWorkers {
  let pool: Piscina<ReportSource, Uint8Array> | null = null;
  const started = () =>
    (pool ??= new Piscina<ReportSource, Uint8Array>({
      filename: workerFile(`${__dirname}/documents`, 'reportWorker'),
      name: 'makeReport',
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 60_000,
    }));
  return {
    render: (source) => started().run(source),
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
