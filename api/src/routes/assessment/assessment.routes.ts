import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireCenterMember } from '../../auth/access';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { newId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import { elementsUnder, loadNqsStructure } from '../../shared/nqs.repository';
import { findQuestion, selectQuestions, toQuestionDto } from '../../shared/questions.repository';

export const NO_SUCH_QUESTION = 'No such question for this service.';

/** A question as one centre sees it, or 404 when the centre cannot see it. */
export async function questionForCenter(
  db: Kysely<Database>,
  questionId: string,
  centerId: string,
  { includeArchived = false }: { includeArchived?: boolean } = {},
) {
  const structure = await loadNqsStructure(db);
  const row = await selectQuestions(db, structure.version.id, {
    centerId,
    questionId,
    includeArchived,
  }).executeTakeFirst();
  if (!row) throw notFound(NO_SUCH_QUESTION);
  return toQuestionDto(row);
}

/** Reading questions, and answering them. */
export default async function questionRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.assessment.questions, async ({ auth, query }) => {
    await requireCenterMember(app.db, auth, query.center_id);
    const structure = await loadNqsStructure(app.db);
    let elementIds: string[] | undefined;
    if (query.category_id) {
      if (!structure.byId.has(query.category_id)) {
        throw badRequest('query.category_id: is not a category of the current National Quality Standard', [
          { field: 'query.category_id', message: 'is not a category of the current National Quality Standard' },
        ]);
      }
      elementIds = elementsUnder(structure, query.category_id).map((element) => element.id);
    }
    const rows = await selectQuestions(app.db, structure.version.id, {
      centerId: query.center_id,
      elementIds,
      type: query.type,
    }).execute();
    return rows.map(toQuestionDto);
  });

  registerEndpoint(app, endpoints.assessment.question, async ({ auth, query }) => {
    const question = await findQuestion(app.db, query.id);
    if (!question) throw notFound(NO_SUCH_QUESTION);
    // A custom question belongs to its centre; a bank question is read for the centre asked.
    const centerId = question.center_id ?? query.center_id;
    if (question.center_id && query.center_id && query.center_id !== question.center_id) {
      throw notFound(NO_SUCH_QUESTION);
    }
    if (centerId) {
      await requireCenterMember(app.db, auth, centerId);
      return questionForCenter(app.db, query.id, centerId);
    }
    // The bank's question without an answer: reference data any signed-in user may read.
    const row = await selectQuestions(app.db, question.nqs_version_id, {
      centerId: '',
      questionId: query.id,
    }).executeTakeFirst();
    if (!row) throw notFound(NO_SUCH_QUESTION);
    return toQuestionDto(row);
  });

  registerEndpoint(app, endpoints.assessment.author, async ({ auth, params }) => {
    const question = await findQuestion(app.db, params.id);
    if (!question?.center_id) throw notFound('Only custom questions have an author.');
    await requireCenterMember(app.db, auth, question.center_id);
    const author = question.user_id
      ? await app.db.selectFrom('users').select(['id', 'name']).where('id', '=', question.user_id).executeTakeFirst()
      : undefined;
    if (!author) throw notFound('The author of this question is no longer a user.');
    return author;
  });

  registerEndpoint(app, endpoints.assessment.comply, async ({ auth, body }) => {
    await requireCenterMember(app.db, auth, body.center_id);
    // Only a question this centre can see (the bank's, or its own custom item) can be answered.
    await questionForCenter(app.db, body.question_id, body.center_id);

    const now = isoNow();
    const changes = {
      ...(body.result !== undefined ? { status: body.result, answered_at: body.result === 0 ? null : now } : {}),
      ...(body.notes !== undefined ? { notes: body.notes } : {}),
      ...(body.evidence_note !== undefined ? { evidence_note: body.evidence_note } : {}),
      ...(body.goalStrategy !== undefined ? { goal_strategy: body.goalStrategy } : {}),
      ...(body.self_assessment !== undefined ? { self_assessment: body.self_assessment } : {}),
      updated_by: auth.user.id,
      updated_at: now,
    };
    await app.db
      .insertInto('question_results')
      .values({
        id: newId(),
        center_id: body.center_id,
        question_id: body.question_id,
        status: 0,
        notes: null,
        evidence_note: null,
        goal_strategy: null,
        self_assessment: null,
        answered_at: null,
        created_at: now,
        ...changes,
      })
      .onConflict((conflict) => conflict.columns(['center_id', 'question_id']).doUpdateSet(changes))
      .execute();
    return questionForCenter(app.db, body.question_id, body.center_id);
  });
}
