import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireCenterMember, type AuthContext } from '../../auth/access';
import { badRequest, forbidden, notFound } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { newId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import { loadNqsStructure, type NqsStructure } from '../../shared/nqs.repository';
import { findQuestion } from '../../shared/questions.repository';
import { NO_SUCH_QUESTION, questionForCenter } from './assessment.routes';

const NOT_AN_ELEMENT = 'is not an element of the current National Quality Standard';

/** The element a custom item is filed under; 400 naming the field otherwise. */
function elementOf(structure: NqsStructure, categoryId: string) {
  const element = structure.byId.get(categoryId);
  if (element?.kind !== 'element') {
    throw badRequest(`body.category_id: ${NOT_AN_ELEMENT}`, [{ field: 'body.category_id', message: NOT_AN_ELEMENT }]);
  }
  return element;
}

/** A custom item is posted by the caller; naming someone else is refused. */
function requireSelf(auth: AuthContext, userId: string | undefined) {
  if (userId !== undefined && userId !== auth.user.id) {
    throw forbidden('You can only post goals and strengths as yourself.');
  }
}

/** A centre's custom goals (status 2) and strengths (status 1): add, edit, remove. */
export default async function customQuestionRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.assessment.createCustom, async ({ auth, body }) => {
    await requireCenterMember(app.db, auth, body.center_id);
    requireSelf(auth, body.user_id);
    const structure = await loadNqsStructure(app.db);
    const element = elementOf(structure, body.category_id);

    const id = newId();
    const now = isoNow();
    await app.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('questions')
        .values({
          id,
          category_id: element.id,
          type: body.type,
          label: element.label,
          title: body.title,
          description: body.description,
          yes_description: null,
          no_description: null,
          center_id: body.center_id,
          user_id: auth.user.id,
          is_custom: 1,
          archive: 0,
          sort_order: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto('question_results')
        .values({
          id: newId(),
          center_id: body.center_id,
          question_id: id,
          status: body.status,
          notes: null,
          evidence_note: null,
          goal_strategy: null,
          self_assessment: null,
          answered_at: now,
          updated_by: auth.user.id,
          created_at: now,
          updated_at: now,
        })
        .execute();
    });
    return questionForCenter(app.db, id, body.center_id);
  });

  registerEndpoint(app, endpoints.assessment.updateCustom, async ({ auth, params, body }) => {
    await requireCenterMember(app.db, auth, body.center_id);
    requireSelf(auth, body.user_id);
    const question = await findQuestion(app.db, params.id);
    // Bank questions cannot be edited, and another centre's items are not found here.
    if (!question?.is_custom || question.center_id !== body.center_id) throw notFound(NO_SUCH_QUESTION);
    const element = body.category_id ? elementOf(await loadNqsStructure(app.db), body.category_id) : null;

    const now = isoNow();
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('questions')
        .set({
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.type !== undefined ? { type: body.type } : {}),
          ...(body.archive !== undefined ? { archive: body.archive } : {}),
          ...(element ? { category_id: element.id, label: element.label } : {}),
          updated_at: now,
        })
        .where('id', '=', params.id)
        .execute();
      if (body.status !== undefined) {
        await trx
          .updateTable('question_results')
          .set({ status: body.status, answered_at: now, updated_by: auth.user.id, updated_at: now })
          .where('question_id', '=', params.id)
          .where('center_id', '=', body.center_id)
          .execute();
      }
    });
    // An archived item is left out of the lists; the answer still shows what was saved.
    return questionForCenter(app.db, params.id, body.center_id, { includeArchived: true });
  });

  registerEndpoint(app, endpoints.assessment.removeCustom, async ({ auth, params }) => {
    const question = await findQuestion(app.db, params.id);
    if (!question?.is_custom || !question.center_id || question.category_id !== params.id2) {
      throw notFound(NO_SUCH_QUESTION);
    }
    await requireCenterMember(app.db, auth, question.center_id);
    // Its answer goes with it (foreign key cascade), and so will its tasks once tasks exist.
    await app.db.deleteFrom('questions').where('id', '=', params.id).execute();
    return { ok: true as const };
  });
}
