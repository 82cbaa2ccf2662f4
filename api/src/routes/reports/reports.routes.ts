import { endpoints, IdParamsSchema, reportFilePath } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { centerRole, requireCenterMember, requireUserOfCenterAccount } from '../../auth/access';
import { contentDisposition } from '../../http/contentDisposition';
import { HttpError, notFound, unauthorized } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { isoNow } from '../../lib/time';
import { REPORT_CONTENT_TYPES } from './reports.files';
import { createReportJobs } from './reports.generation';
import { failStalledReports, findReport, reportsOf, toProgressDto } from './reports.repository';
import { createReport, NO_SUCH_REPORT, NOT_READY, removeReport, reportOfMember } from './reports.service';
import { createReportWorkers } from './reports.workers';

/** A report still 'generating' this long after its last step was stopped by a restart. */
const STALLED_MS = 10 * 60 * 1000;
const STALLED = 'The report stopped being made (the server restarted). Please make it again.';

/** A centre's reports: made in the background, downloaded by members, removed by maker or administrator. */
export default synchronousPlugin(function reportsRoutes(app: FastifyInstance, options: { now: () => Date }) {
  const workers = createReportWorkers();
  const jobs = createReportJobs({ db: app.db, storage: app.storage, workers, now: options.now, log: app.log });
  // Reports being made finish before the database and the worker thread go.
  app.addHook('onClose', async () => {
    await jobs.settled();
    await workers.close();
  });

  const failStalled = (centerId: string) => {
    const now = options.now();
    return failStalledReports(app.db, centerId, isoNow(new Date(now.getTime() - STALLED_MS)), STALLED, isoNow(now));
  };

  registerEndpoint(app, endpoints.reports.list, async ({ auth, query }) => {
    await requireCenterMember(app.db, auth, query.center_id);
    if (query.user_id) await requireUserOfCenterAccount(app.db, query.user_id, query.center_id);
    await failStalled(query.center_id);
    return reportsOf(app.db, query.center_id, query.user_id);
  });

  registerEndpoint(app, endpoints.reports.create, async ({ auth, body }) =>
    createReport({ db: app.db, jobs }, auth, body, options.now()),
  );

  registerEndpoint(app, endpoints.reports.progress, async ({ auth, params }) => {
    const { row } = await reportOfMember(app.db, auth, params.id);
    if (row.status !== 'generating') return toProgressDto(row);
    await failStalled(row.center_id);
    return toProgressDto((await reportOfMember(app.db, auth, params.id)).row);
  });

  registerEndpoint(app, endpoints.reports.download, async ({ auth, params }) => {
    const { row } = await reportOfMember(app.db, auth, params.id);
    if (row.status !== 'ready' || !row.file_name) throw new HttpError(409, NOT_READY);
    return { file_name: row.file_name, url: reportFilePath(row.id) };
  });

  registerEndpoint(app, endpoints.reports.remove, async ({ auth, params }) => {
    await removeReport({ db: app.db, storage: app.storage }, auth, params.id, options.now());
    return { ok: true as const };
  });

  // The file itself, to users of the report's centre only. Not a JSON endpoint, so it is
  // registered here rather than from the contract (as GET /api/uploads/{id}).
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/api/report/file/:id',
    schema: {
      summary: "Download a report's file (users of its service only)",
      tags: ['reports'],
      security: [{ bearerAuth: [] }],
      params: IdParamsSchema,
    },
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      // Someone else's report is as good as missing: its existence is not given away.
      const row = await findReport(app.db, request.params.id);
      if (!row || !(await centerRole(app.db, auth.user.id, row.center_id))) throw notFound(NO_SUCH_REPORT);
      if (row.status !== 'ready' || !row.file_key || !row.file_name) throw notFound(NOT_READY);
      const object = await app.storage.get(row.file_key);
      if (!object) throw notFound('This report is no longer stored. Please make it again.');
      return reply
        .header('Content-Type', REPORT_CONTENT_TYPES[row.format])
        .header('Content-Length', object.sizeBytes)
        .header('Content-Disposition', contentDisposition('attachment', row.file_name))
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-cache')
        .header('X-Content-Type-Options', 'nosniff')
        .send(object.body);
    },
  });
});
