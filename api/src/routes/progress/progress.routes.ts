import { endpoints, type EndpointResponse } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint';
import { createReplyCache } from '../../http/replyCache';
import { centerReplyKey, KEPT_REPLY_CHARS, KEPT_REPLY_TTL_MS } from '../../shared/keptReplies';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { loadNqsStructure } from '../../shared/nqs.repository';
import { centerProgress, toNqaProgress } from '../../shared/progress.service';

/** GET /api/centers/{centerId}/nqa-progress: the dashboard cards and the shell's progress bar. */
export default synchronousPlugin(function progressRoutes(app: FastifyInstance) {
  // Asked by every page's header bar and the dashboard; kept by the centre's data version.
  const progressReplies = createReplyCache<EndpointResponse<typeof endpoints.progress.nqaProgress>>({
    name: 'progress',
    maxChars: KEPT_REPLY_CHARS,
    ttlMs: KEPT_REPLY_TTL_MS,
  });
  registerEndpoint(app, endpoints.progress.nqaProgress, async ({ auth, params, reply }) => {
    const { key, nqsVersionId } = await centerReplyKey(app.db, auth, params.centerId);
    return progressReplies.reply(reply, key, async () => {
      const structure = await loadNqsStructure(app.db, nqsVersionId);
      return toNqaProgress(await centerProgress(app.db, structure, params.centerId));
    });
  });
});
