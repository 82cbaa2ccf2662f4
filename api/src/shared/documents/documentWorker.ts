import { movedToMainThread } from './movedToMainThread';
import { writeDocx } from './docx';
import type { ReportDocument } from './model';
import { writePdf } from './pdf';

// The worker thread's entry for documents already laid out as blocks (the resource centre's
// element sheets): Piscina runs `writeDocument` for each, away from the API's event loop.

export interface DocumentJob {
  document: ReportDocument;
  format: 'pdf' | 'docx';
}

export async function writeDocument(job: DocumentJob) {
  return movedToMainThread(await (job.format === 'docx' ? writeDocx(job.document) : writePdf(job.document)));
}
