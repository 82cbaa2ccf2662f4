import type { ReportFormat } from '@qip/shared-contracts';
import { keySegmentOf } from '../../plugins/storage/types';

// How a report's file is stored and named.

export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Where the file is kept: under the centre's folder of reports (never swept as an orphan upload). */
export const reportStorageKey = (centerId: string, reportId: string, format: ReportFormat) =>
  `reports/${keySegmentOf(centerId, 'center')}/${keySegmentOf(reportId, 'report')}.${format}`;

/** The name it is downloaded under: the report's name as given, with the format's extension. */
export const reportFileName = (label: string, format: ReportFormat) =>
  `${label.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'Report'}.${format}`;
