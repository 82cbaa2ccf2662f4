import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireCenterMember, requireWritableCenter } from '../../auth/access';
import { notFound } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { currentNqsRowsVersionId } from '../../shared/nqs.repository';
import { findComplianceById, lawsOfArea } from './lawsRegulations.repository';
import { complianceOf, saveCompliance } from './lawsRegulations.service';

/** The laws and regulations of each area, and a centre's compliance with them. */
export default synchronousPlugin(function lawsRegulationsRoutes(app: FastifyInstance, options: { now: () => Date }) {
  registerEndpoint(app, endpoints.lawsRegulations.list, async ({ params }) => {
    return lawsOfArea(app.db, await currentNqsRowsVersionId(app.db), params.nqa);
  });

  registerEndpoint(app, endpoints.lawsRegulations.results, async ({ auth, params }) => {
    await requireCenterMember(app.db, auth, params.center);
    return complianceOf(app.db, params.center, params.nqa);
  });

  registerEndpoint(app, endpoints.lawsRegulations.create, async ({ auth, body }) => {
    await requireWritableCenter(app.db, auth, body.center_id, options.now());
    await saveCompliance(app.db, auth, {
      centerId: body.center_id,
      nqa: body.nqa_id,
      larResult: body.lar_result,
      note: body.note,
    });
    return complianceOf(app.db, body.center_id, body.nqa_id);
  });

  registerEndpoint(app, endpoints.lawsRegulations.update, async ({ auth, params, body }) => {
    const record = await findComplianceById(app.db, params.id);
    if (!record) throw notFound('No such compliance record.');
    await requireWritableCenter(app.db, auth, record.center_id, options.now());
    await saveCompliance(app.db, auth, {
      centerId: record.center_id,
      nqa: record.nqa,
      larResult: body.lar_result,
      note: body.note,
    });
    return complianceOf(app.db, record.center_id, record.nqa);
  });
});
