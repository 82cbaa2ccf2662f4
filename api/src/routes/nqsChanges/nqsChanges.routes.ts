import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireCenterMember, requireWritableCenter } from '../../auth/access';
import { notFound } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { isoNow } from '../../lib/time';
import { loadNqsStructure } from '../../shared/nqs.repository';
import { saveReview } from '../../shared/nqsChanges.repository';
import { nqsChangesOf } from '../../shared/nqsChanges.service';

const NOT_CHANGED = 'This element did not change in the NQS in force.';

/** The elements the NQS in force changed, flagged per centre, and the review that clears a flag. */
export default synchronousPlugin(function nqsChangeRoutes(app: FastifyInstance, options: { now: () => Date }) {
  registerEndpoint(app, endpoints.nqsChanges.list, async ({ auth, query }) => {
    await requireCenterMember(app.db, auth, query.center_id);
    return nqsChangesOf(app.db, query.center_id);
  });

  registerEndpoint(app, endpoints.nqsChanges.review, async ({ auth, body }) => {
    // A review is a write to the centre's QIP: members may, viewers and blocked subscriptions not.
    await requireWritableCenter(app.db, auth, body.center_id, options.now());
    const structure = await loadNqsStructure(app.db);
    if (!structure.changes.has(body.category_id)) throw notFound(NOT_CHANGED);
    await saveReview(app.db, {
      centerId: body.center_id,
      versionId: structure.version.id,
      categoryId: body.category_id,
      userId: auth.user.id,
      at: isoNow(options.now()),
    });
    const { elements } = await nqsChangesOf(app.db, body.center_id);
    const reviewed = elements.find((element) => element.categoryId === body.category_id);
    if (!reviewed) throw notFound(NOT_CHANGED);
    return reviewed;
  });
});
