import { createDocumentWorkers, type DocumentWorkers } from '../../shared/documents/documentWorkers';
import type { ReportSource } from './documents/source';

/** Writes report files in a worker thread, so the API's event loop stays free while it does. */
export type ReportWorkers = DocumentWorkers<ReportSource>;

export function createReportWorkers(): ReportWorkers {
  return createDocumentWorkers<ReportSource>({
    sourceDir: `${__dirname}/documents`,
    name: 'reportWorker',
    task: 'makeReport',
  });
}
