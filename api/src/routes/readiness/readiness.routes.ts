import { calendarDateIn, endpoints, PORTAL_TIME_ZONE } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireCenterMember } from '../../auth/access';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { loadNqsStructure } from '../../shared/nqs.repository';
import { READINESS_CHECK_LIST } from './readiness.checks';

/** GET /api/readiness: what a service still has to do, check by check (any user of the service). */
export default synchronousPlugin(function readinessRoutes(app: FastifyInstance, options: { now: () => Date }) {
  registerEndpoint(app, endpoints.readiness.view, async ({ auth, query }) => {
    await requireCenterMember(app.db, auth, query.center_id);
    const context = {
      db: app.db,
      centerId: query.center_id,
      structure: await loadNqsStructure(app.db),
      today: calendarDateIn(options.now(), PORTAL_TIME_ZONE),
    };
    const checks = [];
    // One after another: each is one query, and SQLite serves one at a time anyway.
    for (const check of READINESS_CHECK_LIST) checks.push({ id: check.id, rows: await check.rows(context) });
    const areas = context.structure.categories
      .filter((category) => category.kind === 'area')
      .map((area) => ({ areaId: area.area_id, name: area.name, title: area.title }));
    return { areas, checks };
  });
});
