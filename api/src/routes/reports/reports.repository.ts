import type { Report, ReportProgress } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database, ReportRow, ReportsTable } from '../../db/schema';

// The reports table: the list, a report's row, its progress while it is made, and its removal.

function selectReports(db: Kysely<Database>) {
  return db
    .selectFrom('reports as r')
    .innerJoin('centers as c', 'c.id', 'r.center_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select(['c.name as center_name', 'u.name as user_name']);
}

type ReportWithNames = ReportRow & { center_name: string; user_name: string | null };

export function toReportDto(row: ReportWithNames): Report {
  return {
    id: row.id,
    url: row.status === 'ready' && row.file_key ? `/api/report/download/${row.id}` : null,
    report_label: row.report_label,
    type: row.type,
    filters: row.filters,
    format: row.format,
    status: row.status,
    createdBy: row.user_name ?? 'Former user',
    createdAt: row.created_at,
    centerName: row.center_name,
  };
}

/** A centre's reports, newest first, optionally only those one user made. */
export async function reportsOf(db: Kysely<Database>, centerId: string, userId?: string): Promise<Report[]> {
  let select = selectReports(db).where('r.center_id', '=', centerId);
  if (userId) select = select.where('r.user_id', '=', userId);
  const rows = await select.orderBy('r.created_at', 'desc').orderBy('r.id').execute();
  return rows.map(toReportDto);
}

export function findReport(db: Kysely<Database>, id: string): Promise<ReportWithNames | undefined> {
  return selectReports(db).where('r.id', '=', id).executeTakeFirst();
}

export async function insertReport(
  db: Kysely<Database>,
  row: Pick<ReportsTable, 'id' | 'center_id' | 'user_id' | 'report_label' | 'type' | 'filters' | 'created_at'> & {
    format: ReportRow['format'];
    step: string;
  },
): Promise<void> {
  await db
    .insertInto('reports')
    .values({ ...row, status: 'generating', percent: 0, file_key: null, updated_at: row.created_at })
    .execute();
}

/** How far the making has got; only while it is still being made (a removed report stays removed). */
export async function setReportProgress(
  db: Kysely<Database>,
  id: string,
  progress: { percent: number; step: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('reports')
    .set({ percent: progress.percent, step: progress.step, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'generating')
    .execute();
}

/** The file is stored: the report is ready. Answers false when the report was removed meanwhile. */
export async function markReportReady(
  db: Kysely<Database>,
  id: string,
  file: { key: string; name: string; sizeBytes: number },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('reports')
    .set({
      status: 'ready',
      percent: 100,
      step: 'Ready',
      file_key: file.key,
      file_name: file.name,
      size_bytes: file.sizeBytes,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'generating')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markReportFailed(db: Kysely<Database>, id: string, error: string, now: string): Promise<void> {
  await db
    .updateTable('reports')
    .set({ status: 'failed', step: 'Failed', error, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'generating')
    .execute();
}

/** Reports still 'generating' that nothing has moved on since `before`: their maker stopped (a restart). */
export async function failStalledReports(
  db: Kysely<Database>,
  centerId: string,
  before: string,
  error: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('reports')
    .set({ status: 'failed', step: 'Failed', error, updated_at: now })
    .where('center_id', '=', centerId)
    .where('status', '=', 'generating')
    .where('updated_at', '<', before)
    .execute();
}

export async function deleteReport(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('reports').where('id', '=', id).execute();
}

export function toProgressDto(row: ReportRow): ReportProgress {
  return {
    id: row.id,
    status: row.status,
    percent: Math.max(0, Math.min(100, row.percent)),
    step: row.step,
    error: row.error,
  };
}
