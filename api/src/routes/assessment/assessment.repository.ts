import type { QuestionCategory } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import { recordChanges, type Change } from '../../shared/history.repository';

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

/** Adds a custom item and its answer (its status) in one transaction, with its History record. */
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
        version: 1,
      })
      .execute();
    // A custom item is an answer of its centre: History keeps its text from the start.
    await recordChanges(trx, [
      {
        centerId: item.centerId,
        questionId: item.id,
        kind: 'answer',
        field: 'added',
        before: null,
        after: item.description,
        userId: item.userId,
      },
    ]);
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

/** Changes a custom item and, when given, its status, in one transaction with the History records given. */
export async function updateCustomQuestion(
  db: Kysely<Database>,
  questionId: string,
  centerId: string,
  changes: CustomQuestionChanges,
  history: readonly Change[],
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
        .set((eb) => ({
          status: changes.status,
          answered_at: changes.now,
          updated_by: changes.userId,
          updated_at: changes.now,
          version: eb('version', '+', 1),
        }))
        .where('question_id', '=', questionId)
        .where('center_id', '=', centerId)
        .execute();
    }
    await recordChanges(trx, history);
  });
}

/** Removes a question; its answers go with it (foreign key cascade), and so will its tasks once tasks exist. */
export async function deleteQuestion(
  db: Kysely<Database>,
  questionId: string,
  history: readonly Change[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('questions').where('id', '=', questionId).execute();
    await recordChanges(trx, history);
  });
}
