import { formatReportFilters, QUALITY_AREA_IDS, type Report } from '@qip/shared-contracts';
import { demoService, demoUser } from './fixtures';

/** A ready Full report of the demo service, as GET /api/reports lists it. */
export function demoReport(overrides: Partial<Report> = {}): Report {
  return {
    id: 'report-1',
    url: '/api/report/file/report-1',
    report_label: 'QIP for the assessment visit',
    type: 3,
    filters: formatReportFilters({ nqa: QUALITY_AREA_IDS }),
    format: 'pdf',
    status: 'ready',
    createdBy: demoUser.name,
    createdAt: '2026-11-20T01:00:00.000Z',
    centerName: demoService().name,
    ...overrides,
  };
}

/** `count` ready reports of one type, newest first. */
export function demoReports(count: number, overrides: Partial<Report> = {}): Report[] {
  return Array.from({ length: count }, (_, index) =>
    demoReport({ id: `report-${index + 1}`, report_label: `Report ${index + 1}`, ...overrides }),
  );
}
