import {
  endpoints,
  RETRY_POLICIES,
  type ApiClient,
  type CreateReportInput,
  type Report,
  type ReportDownload,
  type ReportProgress,
  type SatEntry,
} from '@qip/shared-contracts';

/** The service's reports, newest first (retried before the failed-to-load message). */
export function loadReports(api: ApiClient, centerId: string): Promise<Report[]> {
  return api.call(endpoints.reports.list, { query: { center_id: centerId } }, { retry: RETRY_POLICIES.reports });
}

/** Starts making a report; it answers at once with the report 'generating'. */
export function startReport(api: ApiClient, body: CreateReportInput): Promise<Report> {
  return api.call(endpoints.reports.create, { body });
}

export function loadReportProgress(api: ApiClient, id: string): Promise<ReportProgress> {
  return api.call(endpoints.reports.progress, { params: { id } });
}

/** A ready report's file name and the address of its file. */
export function loadReportDownload(api: ApiClient, id: string): Promise<ReportDownload> {
  return api.call(endpoints.reports.download, { params: { id } });
}

export async function removeReport(api: ApiClient, id: string): Promise<void> {
  await api.call(endpoints.reports.remove, { params: { id } });
}

/** The strengths chosen for the SAT (the SAT tab counts them per area). */
export function loadSatEntries(api: ApiClient, centerId: string): Promise<SatEntry[]> {
  return api.call(endpoints.sat.list, { params: { id: centerId } });
}
