import { movedToMainThread } from '../../../shared/documents/movedToMainThread';
import { renderReport } from './render';
import type { ReportSource } from './source';

// The worker thread's entry (Piscina runs `makeReport` for each report): writing a document
// takes a while, and here it never holds the API's event loop.

export async function makeReport(source: ReportSource) {
  return movedToMainThread(await renderReport(source));
}
