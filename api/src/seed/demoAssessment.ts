import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../lib/ids';
import { isoNow } from '../lib/time';
import { currentNqsRowsVersionId } from '../shared/nqs.repository';

/** The Sunshine service a newcomer lands on (the first usable one by name). */
export const DEMO_ASSESSMENT_CENTER = 'Sunshine Newtown';

/**
 * How far the demo service has come, per quality area: the share of the area's questions
 * answered. Area 1 is left to start, so a newcomer can try it from the beginning.
 */
const SHARE_ANSWERED: Readonly<Record<number, number>> = { 2: 0.5, 3: 1, 5: 0.25, 6: 0.75 };

/** A plausible mix of answers: mostly Yes, some No, a few Not applicable. */
const ANSWER_CYCLE = [1, 1, 2, 1, 3, 1, 2] as const;

/**
 * Answers some questions of the demo service so the dashboard shows work under way, and adds
 * one custom strength and one note. Reads the question bank the migrations loaded; does
 * nothing for questions that are not there.
 */
export async function seedDemoAssessment(
  db: Kysely<Database>,
  { centerId, userId, now }: { centerId: string; userId: string; now: Date },
): Promise<void> {
  const stamp = isoNow(now);
  const questions = await db
    .selectFrom('questions as q')
    .innerJoin('categories as c', 'c.id', 'q.category_id')
    .select(['q.id', 'q.category_id', 'c.area_id', 'c.label'])
    .where('c.nqs_version_id', '=', await currentNqsRowsVersionId(db))
    .where('q.center_id', 'is', null)
    .orderBy('c.sort_order')
    .orderBy('q.sort_order')
    .execute();

  const answers = [1, 2, 3, 4, 5, 6, 7].flatMap((areaId) => {
    const inArea = questions.filter((question) => question.area_id === areaId);
    const count = Math.round(inArea.length * (SHARE_ANSWERED[areaId] ?? 0));
    return inArea.slice(0, count);
  });
  const rows = answers.map((question, index) => ({
    id: newId(),
    center_id: centerId,
    question_id: question.id,
    status: ANSWER_CYCLE[index % ANSWER_CYCLE.length]!,
    notes: index === 0 ? 'Discussed at the March team meeting; the rooms agree this is a strength.' : null,
    evidence_note: null,
    goal_strategy: null,
    self_assessment: null,
    answered_at: stamp,
    updated_by: userId,
    created_at: stamp,
    updated_at: stamp,
  }));
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('question_results')
      .values(rows.slice(start, start + 200))
      .execute();
  }

  const element = questions.find((question) => question.area_id === 3);
  if (element) {
    const customId = newId();
    await db
      .insertInto('questions')
      .values({
        id: customId,
        category_id: element.category_id,
        type: 'embedded',
        label: element.label,
        title: 'custom',
        description:
          'Our outdoor area was redesigned with the children: they chose the digging patch and the quiet corner.',
        yes_description: null,
        no_description: null,
        center_id: centerId,
        user_id: userId,
        is_custom: 1,
        archive: 0,
        sort_order: 0,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    await db
      .insertInto('question_results')
      .values({
        id: newId(),
        center_id: centerId,
        question_id: customId,
        status: 1,
        notes: null,
        evidence_note: null,
        goal_strategy: null,
        self_assessment: null,
        answered_at: stamp,
        updated_by: userId,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  }
}
