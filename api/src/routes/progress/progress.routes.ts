import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireCenterMember } from '../../auth/access';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { loadNqsStructure } from '../../shared/nqs.repository';
import { centerProgress, toNqaProgress } from '../../shared/progress.service';

/** GET /api/centers/{centerId}/nqa-progress: the dashboard cards and the shell's progress bar. */
export default synchronousPlugin(function progressRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.progress.nqaProgress, async ({ auth, params }) => {
    await requireCenterMember(app.db, auth, params.centerId);
    const structure = await loadNqsStructure(app.db);
    return toNqaProgress(await centerProgress(app.db, structure, params.centerId));
  });
});
