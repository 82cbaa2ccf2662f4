import { buildReportDocument } from './content';
import { writeDocx } from '../../../shared/documents/docx';
import { writePdf } from '../../../shared/documents/pdf';
import type { ReportSource } from './source';

/** The report's file: what its type says, written in its format. */
export function renderReport(source: ReportSource): Promise<Uint8Array> {
  const document = buildReportDocument(source);
  return source.format === 'docx' ? writeDocx(document) : writePdf(document);
}
