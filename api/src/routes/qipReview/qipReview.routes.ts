import { endpoints, QIP_REVIEW_MESSAGES } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireCenterMember, requireWritableCenter } from '../../auth/access';
import { forbidden } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { newId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import { insertReview, reviewsOf } from '../../shared/qipReviews.repository';

/**
 * The yearly QIP review (regulations 55 and 56): any user of a service reads when it was last
 * reviewed; its administrators record a review (the approved provider's duty, as section 6 leaves
 * a service's own decisions to them), while its subscription lets its QIP be changed.
 */
export default synchronousPlugin(function qipReviewRoutes(app: FastifyInstance, options: { now: () => Date }) {
  registerEndpoint(app, endpoints.qipReview.summary, async ({ auth, query }) => {
    const role = await requireCenterMember(app.db, auth, query.center_id);
    const history = await reviewsOf(app.db, query.center_id);
    return { last: history[0] ?? null, history, canMark: role === 'admin' && !auth.viewer };
  });

  registerEndpoint(app, endpoints.qipReview.mark, async ({ auth, body }) => {
    const now = options.now();
    const role = await requireWritableCenter(app.db, auth, body.center_id, now);
    if (role !== 'admin') throw forbidden(QIP_REVIEW_MESSAGES.adminOnly);
    return insertReview(app.db, {
      id: newId(),
      center_id: body.center_id,
      reviewer_id: auth.user.id,
      reviewer_name: auth.user.name,
      note: body.note,
      reviewed_at: isoNow(now),
    });
  });
});
