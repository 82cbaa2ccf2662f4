import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireCenterMember } from '../../auth/access';
import { registerEndpoint } from '../../http/registerEndpoint';

/** A centre's reports (read-only until report generation exists). */
export default async function reportRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.reports.list, async ({ auth, query }) => {
    await requireCenterMember(app.db, auth, query.center_id);
    let select = app.db
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
      .where('r.center_id', '=', query.center_id);
    if (query.user_id) select = select.where('r.user_id', '=', query.user_id);
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
  });
}
