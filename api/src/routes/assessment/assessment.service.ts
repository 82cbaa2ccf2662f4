import type { endpoints, NqaSummary, Question } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import { requireCenterMember, type AuthContext } from '../../auth/access';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http/httpError';
import type { EndpointRequest } from '../../http/registerEndpoint';
import { isoNow } from '../../lib/time';
import { elementsUnder, loadNqsStructure, type NqsStructure } from '../../shared/nqs.repository';
import { findQuestion, selectQuestions, toQuestionDto } from '../../shared/questions.repository';
import type { AnswerChanges } from './assessment.repository';

export const NO_SUCH_QUESTION = 'No such question for this service.';
const NOT_A_CATEGORY = 'is not a category of the current National Quality Standard';

/** The quality areas with how many standards, elements and bank questions each has. */
export function nqaSummaries(structure: NqsStructure, questionsIn: Map<number, number>): NqaSummary[] {
  return structure.categories
    .filter((category) => category.kind === 'area')
    .map((area) => {
      const outline = structure.outline.find((candidate) => candidate.id === area.area_id);
      return {
        id: area.area_id,
        categoryId: area.id,
        name: area.name,
        title: area.title,
        standards: outline?.standards.length ?? 0,
        elements: outline?.standards.reduce((total, standard) => total + standard.elements.length, 0) ?? 0,
        questions: questionsIn.get(area.area_id) ?? 0,
      };
    });
}

/** The elements a question list is filtered to: every element under the category (400 naming it otherwise). */
export function elementIdsUnder(structure: NqsStructure, categoryId: string): string[] {
  if (!structure.byId.has(categoryId)) {
    throw badRequest(`query.category_id: ${NOT_A_CATEGORY}`, [{ field: 'query.category_id', message: NOT_A_CATEGORY }]);
  }
  return elementsUnder(structure, categoryId).map((element) => element.id);
}

/** A question as one centre sees it, or 404 when the centre cannot see it. */
export async function questionForCenter(
  db: Kysely<Database>,
  questionId: string,
  centerId: string,
  { includeArchived = false }: { includeArchived?: boolean } = {},
): Promise<Question> {
  const structure = await loadNqsStructure(db);
  const row = await selectQuestions(db, structure.rowsVersionId, {
    centerId,
    questionId,
    includeArchived,
  }).executeTakeFirst();
  if (!row) throw notFound(NO_SUCH_QUESTION);
  return toQuestionDto(row);
}

/**
 * One question for the caller: a custom question for its own centre's users, a bank question
 * with the answer of the centre asked about, or without an answer when no centre is named.
 */
export async function questionForCaller(
  db: Kysely<Database>,
  auth: AuthContext,
  questionId: string,
  askedCenterId: string | undefined,
): Promise<Question> {
  const question = await findQuestion(db, questionId);
  if (!question) throw notFound(NO_SUCH_QUESTION);
  // A custom question belongs to its centre; a bank question is read for the centre asked.
  const centerId = question.center_id ?? askedCenterId;
  if (question.center_id && askedCenterId && askedCenterId !== question.center_id) {
    throw notFound(NO_SUCH_QUESTION);
  }
  if (centerId) {
    await requireCenterMember(db, auth, centerId);
    return questionForCenter(db, questionId, centerId);
  }
  // The bank's question without an answer: reference data any signed-in user may read.
  const row = await selectQuestions(db, question.nqs_version_id, { centerId: '', questionId }).executeTakeFirst();
  if (!row) throw notFound(NO_SUCH_QUESTION);
  return toQuestionDto(row);
}

type ComplyBody = EndpointRequest<typeof endpoints.assessment.comply>['body'];

/** What an answer changes: the fields sent; setting a result stamps when, clearing it (0) unstamps. */
export function answerChanges(body: ComplyBody, userId: string): AnswerChanges {
  const now = isoNow();
  return {
    ...(body.result !== undefined ? { status: body.result, answered_at: body.result === 0 ? null : now } : {}),
    ...(body.notes !== undefined ? { notes: body.notes } : {}),
    ...(body.evidence_note !== undefined ? { evidence_note: body.evidence_note } : {}),
    ...(body.goalStrategy !== undefined ? { goal_strategy: body.goalStrategy } : {}),
    ...(body.self_assessment !== undefined ? { self_assessment: body.self_assessment } : {}),
    updated_by: userId,
    updated_at: now,
  };
}
