import type { Report } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A centre's reports, newest first, optionally only those one user made. */
export async function reportsOf(db: Kysely<Database>, centerId: string, userId?: string): Promise<Report[]> {
  let select = db
    .selectFrom('reports as r')
    .innerJoin('centers as c', 'c.id', 'r.center_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.report_label',
      'r.type',
      'r.filters',
      'r.file_key',
      'r.created_at',
      'c.name as center_name',
      'u.name as user_name',
    ])
    .where('r.center_id', '=', centerId);
  if (userId) select = select.where('r.user_id', '=', userId);
  const rows = await select.orderBy('r.created_at', 'desc').execute();
  return rows.map((row) => ({
    id: row.id,
    url: row.file_key ? `/api/report/download/${row.id}` : null,
    report_label: row.report_label,
    type: row.type,
    filters: row.filters,
    createdBy: row.user_name ?? 'Former user',
    createdAt: row.created_at,
    centerName: row.center_name,
  }));
}
