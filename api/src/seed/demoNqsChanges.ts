import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../lib/ids';
import { currentNqsRowsVersionId } from '../shared/nqs.repository';

/** When the demo service first answered element 2.2.3: under the 2018 wording, before the NQS of 2026. */
const ANSWERED_UNDER_2018 = '2025-10-15T09:00:00.000Z';

/**
 * Dates the demo service's answers in element 2.2.3 before the NQS of 2026 (answering its first
 * questions when the QIP seed left them open), so the area page shows the element flagged
 * 'Changed since you answered'.
 */
export async function seedDemoNqsChanges(
  db: Kysely<Database>,
  { centerId, userId }: { centerId: string; userId: string },
): Promise<void> {
  const questions = await db
    .selectFrom('questions as q')
    .innerJoin('categories as c', 'c.id', 'q.category_id')
    .select('q.id')
    .where('c.nqs_version_id', '=', await currentNqsRowsVersionId(db))
    .where('c.label', '=', '2.2.3')
    .where('q.center_id', 'is', null)
    .orderBy('q.sort_order')
    .limit(2)
    .execute();
  for (const question of questions) {
    const answered = await db
      .updateTable('question_results')
      .set({ created_at: ANSWERED_UNDER_2018, answered_at: ANSWERED_UNDER_2018, updated_at: ANSWERED_UNDER_2018 })
      .where('center_id', '=', centerId)
      .where('question_id', '=', question.id)
      .executeTakeFirst();
    if (Number(answered.numUpdatedRows) > 0) continue;
    await db
      .insertInto('question_results')
      .values({
        id: newId(),
        center_id: centerId,
        question_id: question.id,
        status: 1,
        notes: 'Child protection training is renewed every year; the policy names the reporting steps.',
        evidence_note: null,
        goal_strategy: null,
        self_assessment: null,
        answered_at: ANSWERED_UNDER_2018,
        updated_by: userId,
        created_at: ANSWERED_UNDER_2018,
        updated_at: ANSWERED_UNDER_2018,
      })
      .execute();
  }
}
