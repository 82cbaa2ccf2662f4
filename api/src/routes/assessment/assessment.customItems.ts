import { ANSWER_STATUS_LABELS, type endpoints, type Question } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import { requireWritableCenter, type AuthContext } from '../../auth/access';
import type { Database } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/httpError';
import type { EndpointRequest } from '../../http/registerEndpoint';
import { newId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import { loadNqsStructure, type NqsStructure } from '../../shared/nqs.repository';
import { findQuestion } from '../../shared/questions.repository';
import { withHistory, type Change } from '../../shared/history.repository';
import { removeFromSat } from '../../shared/satSelection';
import { deleteQuestion, insertCustomQuestion, updateCustomQuestion } from './assessment.repository';
import { NO_SUCH_QUESTION, questionForCenter } from './assessment.service';

// A centre's custom goals (status 2) and strengths (status 1): the rules of adding, editing
// and removing them.

type CreateBody = EndpointRequest<typeof endpoints.assessment.createCustom>['body'];
type UpdateBody = EndpointRequest<typeof endpoints.assessment.updateCustom>['body'];

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

/** Adds a custom item for a centre the caller belongs to and may change, posted as the caller. */
export async function addCustomItem(
  db: Kysely<Database>,
  auth: AuthContext,
  body: CreateBody,
  now: Date,
): Promise<Question> {
  await requireWritableCenter(db, auth, body.center_id, now);
  requireSelf(auth, body.user_id);
  const element = elementOf(await loadNqsStructure(db), body.category_id);
  const id = newId();
  await insertCustomQuestion(db, {
    id,
    element,
    type: body.type,
    description: body.description,
    centerId: body.center_id,
    userId: auth.user.id,
    status: body.status,
    now: isoNow(),
  });
  return questionForCenter(db, id, body.center_id);
}

/** Edits one of the centre's custom items (bank questions and other centres' items are not found). */
export async function changeCustomItem(
  db: Kysely<Database>,
  auth: AuthContext,
  questionId: string,
  body: UpdateBody,
  now: Date,
): Promise<Question> {
  await requireWritableCenter(db, auth, body.center_id, now);
  requireSelf(auth, body.user_id);
  const question = await findQuestion(db, questionId);
  if (!question?.is_custom || question.center_id !== body.center_id) throw notFound(NO_SUCH_QUESTION);
  const element = body.category_id ? elementOf(await loadNqsStructure(db), body.category_id) : null;
  const before = await questionForCenter(db, questionId, body.center_id, { includeArchived: true });
  const where = { centerId: body.center_id, questionId, kind: 'answer' as const, userId: auth.user.id };
  // History: a custom item's text and kind (Strength is its Yes, Goal its No) are its answer.
  const history: Change[] = [
    ...(body.description !== undefined
      ? [{ ...where, field: 'description', before: before.description, after: body.description }]
      : []),
    ...(body.status !== undefined
      ? [
          {
            ...where,
            field: 'status',
            before: ANSWER_STATUS_LABELS[before.status],
            after: ANSWER_STATUS_LABELS[body.status],
          },
        ]
      : []),
  ];
  await updateCustomQuestion(
    db,
    questionId,
    body.center_id,
    {
      description: body.description,
      type: body.type,
      archive: body.archive,
      element,
      status: body.status,
      userId: auth.user.id,
      now: isoNow(),
    },
    history,
  );
  // A strength turned into a goal is answered No: it leaves the SAT, as any answer but Yes does. One
  // moved to another element leaves it too: it is chosen again there, within that element's five.
  if (body.status === 2 || (element && element.id !== question.category_id)) {
    await withHistory(db, async (trx, satHistory) => {
      satHistory.push(...(await removeFromSat(trx, body.center_id, questionId, auth.user.id)));
    });
  }
  // An archived item is left out of the lists; the answer still shows what was saved.
  return questionForCenter(db, questionId, body.center_id, { includeArchived: true });
}

/** Removes a custom item filed under the element named; its answer goes with it. */
export async function removeCustomItem(
  db: Kysely<Database>,
  auth: AuthContext,
  questionId: string,
  elementId: string,
  now: Date,
): Promise<void> {
  const question = await findQuestion(db, questionId);
  if (!question?.is_custom || !question.center_id || question.category_id !== elementId) {
    throw notFound(NO_SUCH_QUESTION);
  }
  await requireWritableCenter(db, auth, question.center_id, now);
  const before = await questionForCenter(db, questionId, question.center_id, { includeArchived: true });
  await deleteQuestion(db, questionId, [
    {
      centerId: question.center_id,
      questionId,
      kind: 'answer',
      field: 'removed',
      before: before.description,
      after: null,
      userId: auth.user.id,
    },
  ]);
}
