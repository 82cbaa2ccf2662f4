import type { QuestionCategory, QuestionStatus } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';

/** The number of bank questions (not archived) of each quality area of a version. */
export async function bankQuestionCounts(db: Kysely<Database>, versionId: string): Promise<Map<number, number>> {
  const counts = await db
    .selectFrom('questions as q')
    .innerJoin('categories as c', 'c.id', 'q.category_id')
    .select(['c.area_id', (eb) => eb.fn.countAll<number>().as('questions')])
    .where('c.nqs_version_id', '=', versionId)
    .where('q.center_id', 'is', null)
    .where('q.archive', '=', 0)
    .groupBy('c.area_id')
    .execute();
  return new Map(counts.map((row) => [row.area_id, Number(row.questions)]));
}

export function findAuthor(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(['id', 'name']).where('id', '=', userId).executeTakeFirst();
}

/** What an answer changes: only the fields given, and who changed it when. */
export interface AnswerChanges {
  status?: QuestionStatus;
  answered_at?: string | null;
  notes?: string | null;
  evidence_note?: string | null;
  goal_strategy?: string | null;
  self_assessment?: string | null;
  updated_by: string;
  updated_at: string;
}

/** Saves a centre's answer to a question: creates the answer record, or changes the one there. */
export async function saveAnswer(
  db: Kysely<Database>,
  centerId: string,
  questionId: string,
  changes: AnswerChanges,
): Promise<void> {
  await db
    .insertInto('question_results')
    .values({
      id: newId(),
      center_id: centerId,
      question_id: questionId,
      status: 0,
      notes: null,
      evidence_note: null,
      goal_strategy: null,
      self_assessment: null,
      answered_at: null,
      created_at: changes.updated_at,
      ...changes,
    })
    .onConflict((conflict) => conflict.columns(['center_id', 'question_id']).doUpdateSet(changes))
    .execute();
}

/** A new custom goal or strength: where it is filed, what it says, and whose it is. */
export interface NewCustomQuestion {
  id: string;
  element: { id: string; label: string };
  type: QuestionCategory;
  description: string;
  centerId: string;
  userId: string;
  status: 1 | 2;
  now: string;
}

/** Adds a custom item and its answer (its status) in one transaction. */
export async function insertCustomQuestion(db: Kysely<Database>, item: NewCustomQuestion): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('questions')
      .values({
        id: item.id,
        category_id: item.element.id,
        type: item.type,
        label: item.element.label,
        title: 'custom',
        description: item.description,
        yes_description: null,
        no_description: null,
        center_id: item.centerId,
        user_id: item.userId,
        is_custom: 1,
        archive: 0,
        sort_order: 0,
        created_at: item.now,
        updated_at: item.now,
      })
      .execute();
    await trx
      .insertInto('question_results')
      .values({
        id: newId(),
        center_id: item.centerId,
        question_id: item.id,
        status: item.status,
        notes: null,
        evidence_note: null,
        goal_strategy: null,
        self_assessment: null,
        answered_at: item.now,
        updated_by: item.userId,
        created_at: item.now,
        updated_at: item.now,
      })
      .execute();
  });
}

/** The changes to a custom item; its status is the centre's answer to it. */
export interface CustomQuestionChanges {
  description?: string;
  type?: QuestionCategory;
  archive?: 0 | 1;
  element?: { id: string; label: string } | null;
  status?: 1 | 2;
  userId: string;
  now: string;
}

/** Changes a custom item and, when given, its status, in one transaction. */
export async function updateCustomQuestion(
  db: Kysely<Database>,
  questionId: string,
  centerId: string,
  changes: CustomQuestionChanges,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('questions')
      .set({
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        ...(changes.type !== undefined ? { type: changes.type } : {}),
        ...(changes.archive !== undefined ? { archive: changes.archive } : {}),
        ...(changes.element ? { category_id: changes.element.id, label: changes.element.label } : {}),
        updated_at: changes.now,
      })
      .where('id', '=', questionId)
      .execute();
    if (changes.status !== undefined) {
      await trx
        .updateTable('question_results')
        .set({ status: changes.status, answered_at: changes.now, updated_by: changes.userId, updated_at: changes.now })
        .where('question_id', '=', questionId)
        .where('center_id', '=', centerId)
        .execute();
    }
  });
}

/** Removes a question; its answers go with it (foreign key cascade), and so will its tasks once tasks exist. */
export async function deleteQuestion(db: Kysely<Database>, questionId: string): Promise<void> {
  await db.deleteFrom('questions').where('id', '=', questionId).execute();
}
