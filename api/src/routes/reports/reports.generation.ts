import { REPORT_MESSAGES } from '@qip/shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import { isoNow } from '../../lib/time';
import { markReportFailed, markReportReady, setReportProgress } from './reports.repository';
import { REPORT_CONTENT_TYPES, reportFileName, reportStorageKey } from './reports.files';
import { readReportSource, type ReportRequest, type SourceDeps } from './reports.source';
import type { ReportWorkers } from './reports.workers';

// Makes a report in the background: reads the service's data (saying how far it has got), has a
// worker thread write the document, stores it, and marks the report ready, or failed with a
// message for people when anything goes wrong.

export interface GenerationDeps extends SourceDeps {
  workers: ReportWorkers;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** Reports being made by this process, so the app can let them finish when it closes. */
export interface ReportJobs {
  start(reportId: string, request: ReportRequest): void;
  /** Resolves when every report started has been made (or has failed). */
  settled(): Promise<void>;
}

async function makeReport(deps: GenerationDeps, reportId: string, request: ReportRequest): Promise<void> {
  const progress = (percent: number, step: string) =>
    setReportProgress(deps.db, reportId, { percent, step }, isoNow(deps.now()));
  try {
    const source = await readReportSource(deps, request, progress);
    await progress(65, request.format === 'docx' ? 'Writing the Word document' : 'Writing the PDF');
    const bytes = await deps.workers.render(source);
    await progress(90, 'Saving the document');
    const key = reportStorageKey(request.centerId, reportId, request.format);
    await deps.storage.put(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      contentType: REPORT_CONTENT_TYPES[request.format],
    });
    const file = { key, name: reportFileName(request.label, request.format), sizeBytes: bytes.byteLength };
    // Removed while it was being made: the file goes too.
    if (!(await markReportReady(deps.db, reportId, file, isoNow(deps.now())))) await deps.storage.delete(key);
  } catch (error) {
    deps.log.error({ err: error, reportId }, 'a report could not be made');
    await markReportFailed(deps.db, reportId, REPORT_MESSAGES.failed, isoNow(deps.now())).catch((markError: unknown) =>
      deps.log.error({ err: markError, reportId }, 'a failed report could not be marked failed'),
    );
  }
}

export function createReportJobs(deps: GenerationDeps): ReportJobs {
  const running = new Set<Promise<void>>();
  return {
    start(reportId, request) {
      const job = makeReport(deps, reportId, request).finally(() => running.delete(job));
      running.add(job);
    },
    async settled() {
      await Promise.all([...running]);
    },
  };
}
