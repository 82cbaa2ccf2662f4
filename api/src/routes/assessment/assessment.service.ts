import { ANSWER_STATUS_LABELS, type endpoints, type NqaSummary, type Question } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import { requireCenterMember, type AuthContext } from '../../auth/access';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http/httpError';
import type { EndpointRequest } from '../../http/registerEndpoint';
import { isoNow } from '../../lib/time';
import { currentNqsRowsVersionId, elementsUnder, type NqsStructure } from '../../shared/nqs.repository';
import {
  asQuestionStatus,
  findCenterQuestion,
  findQuestion,
  selectQuestions,
  toQuestionDto,
} from '../../shared/questions.repository';
import { findAnswer, saveAnswer, type AnswerChanges, type AnswerTextColumn } from '../../shared/answers.repository';
import { withHistory, type Change } from '../../shared/history.repository';
import { staleSave } from '../../shared/history';
import { applySatChoice, requireSatEligible } from '../../shared/satSelection';

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
  const row = await selectQuestions(db, await currentNqsRowsVersionId(db), {
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

/** The texts of an answer, each with the body field that sends it and the kind History records it as. */
const ANSWER_TEXTS = [
  { column: 'notes', body: 'notes', kind: 'note' },
  { column: 'goal_strategy', body: 'goalStrategy', kind: 'strategy' },
  { column: 'self_assessment', body: 'self_assessment', kind: 'selfAssessment' },
  { column: 'evidence_note', body: 'evidence_note', kind: 'evidenceNote' },
] as const;

/** An answer as it was before a save: its status and texts (all null when there was none). */
type AnswerBefore = { status: number | null } & Record<AnswerTextColumn, string | null>;

/** What History keeps of an answer's changes: its status and each text that changed. */
export function answerHistory(
  before: AnswerBefore,
  changes: AnswerChanges,
  where: { centerId: string; questionId: string },
): Change[] {
  const base = { ...where, userId: changes.updated_by };
  const recorded: Change[] = [];
  if (changes.status !== undefined) {
    const was = before.status;
    recorded.push({
      ...base,
      kind: 'answer',
      field: 'status',
      before: ANSWER_STATUS_LABELS[was === 1 || was === 2 || was === 3 ? was : 0],
      after: ANSWER_STATUS_LABELS[changes.status],
    });
  }
  for (const text of ANSWER_TEXTS) {
    const value = changes[text.column];
    if (value !== undefined) {
      recorded.push({
        ...base,
        kind: text.kind,
        field: text.column,
        before: before[text.column],
        after: value,
      });
    }
  }
  return recorded;
}

/**
 * Saves an answer, its texts and its SAT choice with their history, in one transaction, and
 * gives the question as saved. With a version, an answer saved by someone else since is refused
 * (409 with their text), nothing written. The question is read once, with its answer as it was
 * (for History), and the reply is that row with the answer the save gave back: nothing else in
 * the reply changes with an answer.
 */
export async function saveComply(
  db: Kysely<Database>,
  auth: AuthContext,
  body: ComplyBody,
  storeLiveChange?: (trx: Kysely<Database>, saved: Question) => Promise<void>,
): Promise<Question> {
  const rowsVersionId = await currentNqsRowsVersionId(db);
  const where = { centerId: body.center_id, questionId: body.question_id };
  return withHistory(db, async (trx, history) => {
    // Only a question this centre can see (the bank's, or its own custom item) can be answered.
    const question = await findCenterQuestion(trx, rowsVersionId, body.center_id, body.question_id);
    if (!question) throw notFound(NO_SUCH_QUESTION);
    const sat = { ...where, elementId: question.category_id, status: body.result ?? asQuestionStatus(question.status) };
    // Refused before anything is saved: only a question answered Yes joins the SAT.
    if (body.sat === 1) requireSatEligible(sat.status);
    const changes = answerChanges(body, auth.user.id);
    const saved = await saveAnswer(trx, body.center_id, body.question_id, changes, body.version);
    if (!saved) {
      const current = await findAnswer(trx, body.center_id, body.question_id);
      const text = ANSWER_TEXTS.find((candidate) => body[candidate.body] !== undefined);
      throw staleSave({
        text: current && text ? current[text.column] : null,
        version: current?.version ?? 0,
        byName: current?.updated_by_name ?? null,
        at: current?.updated_at ?? isoNow(),
      });
    }
    const satChanges = await applySatChoice(
      trx,
      sat,
      { sat: body.sat, answerChanged: body.result !== undefined },
      auth.user.id,
    );
    history.push(...answerHistory(question, changes, where), ...satChanges);
    const { id: cqrId, ...answer } = saved;
    const reply = toQuestionDto({ ...question, ...answer, cqr_id: cqrId });
    await storeLiveChange?.(trx, reply);
    return reply;
  });
}
