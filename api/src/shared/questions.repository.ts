import type { Question, QuestionCategory } from '@qip/shared-contracts';
import { sql, type Kysely } from 'kysely';
import { compiledQuery, firstRow } from '../db/compiledQuery';
import type { Database } from '../db/schema';

// Questions with a centre's answers, shared: the assessment lists them and progress counts them.

/** Which questions to read, for one centre. */
export interface QuestionFilter {
  centerId: string;
  /** Only questions of these elements (category ids). */
  elementIds?: readonly string[];
  type?: QuestionCategory;
  /** One question. */
  questionId?: string;
  /** Only the bank's questions (progress never counts custom ones). */
  bankOnly?: boolean;
  /** Archived custom items too (lists leave them out). */
  includeArchived?: boolean;
}

/**
 * Questions of the current NQS version that a centre works on: the question bank's, and the
 * centre's own custom goals and strengths (not archived), each with the centre's answer.
 */
export function selectQuestions(db: Kysely<Database>, versionId: string, filter: QuestionFilter) {
  let query = db
    .selectFrom('questions as q')
    .innerJoin('categories as c', 'c.id', 'q.category_id')
    .leftJoin('question_results as r', (join) =>
      join.onRef('r.question_id', '=', 'q.id').on('r.center_id', '=', filter.centerId),
    )
    .leftJoin('users as u', 'u.id', 'q.user_id')
    .select([
      'q.id',
      'q.type',
      'q.label',
      'q.category_id',
      'c.area_id',
      'q.title',
      'q.description',
      'q.yes_description',
      'q.no_description',
      'q.archive',
      'q.is_custom',
      'q.center_id',
      'q.user_id',
      'q.created_at',
      'u.name as author_name',
      'r.id as cqr_id',
      'r.status',
      'r.notes',
      'r.evidence_note',
      'r.goal_strategy',
      'r.self_assessment',
      'r.answered_at',
      'r.version',
    ])
    .select((eb) =>
      eb
        .selectFrom('evidence_links as el')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('el.question_result_id', '=', 'r.id')
        .as('evidence_count'),
    )
    .where('c.nqs_version_id', '=', versionId);

  if (!filter.includeArchived) query = query.where('q.archive', '=', 0);
  query = filter.bankOnly
    ? query.where('q.center_id', 'is', null)
    : query.where((eb) => eb.or([eb('q.center_id', 'is', null), eb('q.center_id', '=', filter.centerId)]));
  if (filter.elementIds) {
    if (filter.elementIds.length === 0) return query.where(sql<boolean>`1 = 0`);
    query = query.where('q.category_id', 'in', filter.elementIds);
  }
  if (filter.type) query = query.where('q.type', '=', filter.type);
  if (filter.questionId) query = query.where('q.id', '=', filter.questionId);
  // The bank in its own order, then the centre's custom items, oldest first.
  return query.orderBy('c.sort_order').orderBy('q.is_custom').orderBy('q.sort_order').orderBy('q.created_at');
}

/**
 * Per element (by the question's label, its element's), how many of the bank's questions of the version a centre works on
 * (not archived) and how many of them it answered: what progress counts, counted by the database
 * instead of reading every question's texts.
 */
export async function countBankAnswers(
  db: Kysely<Database>,
  versionId: string,
  centerId: string,
): Promise<Map<string, { answered: number; questions: number }>> {
  const rows = await db
    .selectFrom('questions as q')
    .innerJoin('categories as c', 'c.id', 'q.category_id')
    .leftJoin('question_results as r', (join) =>
      join.onRef('r.question_id', '=', 'q.id').on('r.center_id', '=', centerId),
    )
    .select('q.label')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('questions'),
      // Unanswered is status 0 or no answer at all.
      eb.fn.count<number | string>('r.id').filterWhere('r.status', '<>', 0).as('answered'),
    ])
    .where('c.nqs_version_id', '=', versionId)
    .where('q.archive', '=', 0)
    .where('q.center_id', 'is', null)
    .groupBy('q.label')
    .execute();
  // PostgreSQL counts as text (bigint).
  return new Map(rows.map((row) => [row.label, { answered: Number(row.answered), questions: Number(row.questions) }]));
}

/** The answer write's question (selectQuestions of one question), read on every write: compiled once. */
const centerQuestion = compiledQuery((db: Kysely<Database>, versionId: string, centerId: string, questionId: string) =>
  selectQuestions(db, versionId, { centerId, questionId }),
);

/** One question a centre can see (the bank's, or its own custom item, not archived), with its answer. */
export function findCenterQuestion(db: Kysely<Database>, versionId: string, centerId: string, questionId: string) {
  return firstRow(centerQuestion(db, versionId, centerId, questionId));
}

type QuestionRowWithAnswer = Awaited<ReturnType<ReturnType<typeof selectQuestions>['execute']>>[number];

/** A stored status as the contract's (anything else, or none, is unanswered). */
export const asQuestionStatus = (value: number | null): Question['status'] =>
  value === 1 || value === 2 || value === 3 ? value : 0;

export function toQuestionDto(row: QuestionRowWithAnswer): Question {
  return {
    id: row.id,
    type: row.type,
    label: row.label,
    categoryId: row.category_id,
    areaId: row.area_id,
    title: row.title,
    description: row.description,
    yesDescription: row.yes_description,
    noDescription: row.no_description,
    archive: row.archive === 1 ? 1 : 0,
    isCustom: row.is_custom === 1,
    centerId: row.center_id,
    userId: row.user_id,
    authorName: row.author_name ?? null,
    cqrId: row.cqr_id ?? null,
    status: asQuestionStatus(row.status ?? null),
    notes: row.notes ?? null,
    evidenceNote: row.evidence_note ?? null,
    // PostgreSQL counts as text (bigint).
    evidenceCount: Number(row.evidence_count ?? 0),
    goalStrategy: row.goal_strategy ?? null,
    selfAssessment: row.self_assessment ?? null,
    answeredAt: row.answered_at ?? null,
    createdAt: row.created_at,
    version: row.version ?? 0,
  };
}

/** A question's own row (any version, any centre), to check what a caller may do with it. */
export function findQuestion(db: Kysely<Database>, questionId: string) {
  return db
    .selectFrom('questions as q')
    .innerJoin('categories as c', 'c.id', 'q.category_id')
    .select(['q.id', 'q.is_custom', 'q.center_id', 'q.category_id', 'q.user_id', 'c.nqs_version_id'])
    .where('q.id', '=', questionId)
    .executeTakeFirst();
}
