import { endpoints, type EndpointResponse } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireCenterMember, requireWritableCenter } from '../../auth/access';
import { notFound } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { createReplyCache } from '../../http/replyCache';
import { authorsKey, centerReplyKey, KEPT_REPLY_CHARS, KEPT_REPLY_TTL_MS } from '../../shared/keptReplies';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { loadNqsStructure, toCategoryDto } from '../../shared/nqs.repository';
import { centerProgress, toAreaProgressTree } from '../../shared/progress.service';
import { findQuestion, selectQuestions, toQuestionDto } from '../../shared/questions.repository';
import { addCustomItem, changeCustomItem, removeCustomItem } from './assessment.customItems';
import { bankQuestionCounts, findAuthor } from './assessment.repository';
import { elementIdsUnder, nqaSummaries, questionForCaller, saveComply } from './assessment.service';

/** The assessment: the NQS and an area's progress, questions and answers, custom goals and strengths. */
export default synchronousPlugin(function assessmentRoutes(app: FastifyInstance, options: { now: () => Date }) {
  registerEndpoint(app, endpoints.assessment.categories, async () => {
    const structure = await loadNqsStructure(app.db);
    return { version: structure.version, categories: structure.categories.map(toCategoryDto) };
  });

  registerEndpoint(app, endpoints.assessment.nqaList, async () => {
    const structure = await loadNqsStructure(app.db);
    const questionsIn = await bankQuestionCounts(app.db, structure.rowsVersionId);
    return { version: structure.version, areas: nqaSummaries(structure, questionsIn) };
  });

  registerEndpoint(app, endpoints.assessment.categoryProgress, async ({ auth, params, query }) => {
    await requireCenterMember(app.db, auth, query.center_id);
    const structure = await loadNqsStructure(app.db);
    const tree = await centerProgress(app.db, structure, query.center_id);
    const area = toAreaProgressTree(structure, tree, params.id, query.center_id);
    if (!area) throw notFound('No such quality area.');
    return area;
  });

  // An area's questions are read far more often than any of them changes (every colleague's
  // page, every return to the area): kept by the centre's data version and its authors' names.
  const questionLists = createReplyCache<EndpointResponse<typeof endpoints.assessment.questions>>({
    name: 'questions',
    maxChars: KEPT_REPLY_CHARS,
    ttlMs: KEPT_REPLY_TTL_MS,
  });
  registerEndpoint(app, endpoints.assessment.questions, async ({ auth, query, reply }) => {
    // Read before the questions, so a change made meanwhile moves the key on (see centerReplyKey).
    const center = await centerReplyKey(app.db, auth, query.center_id);
    const structure = await loadNqsStructure(app.db, center.nqsVersionId);
    const elementIds = query.category_id ? elementIdsUnder(structure, query.category_id) : undefined;
    const key = JSON.stringify([
      center.key,
      await authorsKey(app.db, query.center_id),
      query.category_id ?? null,
      query.type ?? null,
    ]);
    return questionLists.reply(reply, key, async () => {
      const rows = await selectQuestions(app.db, structure.rowsVersionId, {
        centerId: query.center_id,
        elementIds,
        type: query.type,
      }).execute();
      return rows.map(toQuestionDto);
    });
  });

  registerEndpoint(app, endpoints.assessment.question, async ({ auth, query }) =>
    questionForCaller(app.db, auth, query.id, query.center_id),
  );

  registerEndpoint(app, endpoints.assessment.author, async ({ auth, params }) => {
    const question = await findQuestion(app.db, params.id);
    if (!question?.center_id) throw notFound('Only custom questions have an author.');
    await requireCenterMember(app.db, auth, question.center_id);
    const author = question.user_id ? await findAuthor(app.db, question.user_id) : undefined;
    if (!author) throw notFound('The author of this question is no longer a user.');
    return author;
  });

  registerEndpoint(app, endpoints.assessment.comply, async ({ auth, body, storeLiveChange }) => {
    await requireWritableCenter(app.db, auth, body.center_id, options.now());
    return saveComply(app.db, auth, body, storeLiveChange);
  });

  registerEndpoint(app, endpoints.assessment.createCustom, async ({ auth, body }) =>
    addCustomItem(app.db, auth, body, options.now()),
  );

  registerEndpoint(app, endpoints.assessment.updateCustom, async ({ auth, params, body }) =>
    changeCustomItem(app.db, auth, params.id, body, options.now()),
  );

  registerEndpoint(app, endpoints.assessment.removeCustom, async ({ auth, params }) => {
    await removeCustomItem(app.db, auth, params.id, params.id2, options.now());
    return { ok: true as const };
  });
});
