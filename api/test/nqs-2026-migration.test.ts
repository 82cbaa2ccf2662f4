import { Migrator, type Kysely } from 'kysely';
import { migrateToLatest } from '../src/db/database';
import { migrations } from '../src/db/migrations';
import type { Database } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { seedDemoData } from '../src/seed/demo';
import { currentNqsVersion, loadNqsStructure } from '../src/shared/nqs.repository';
import { nqsChangesOf } from '../src/shared/nqsChanges.service';
import { createTestDatabase, testDialects } from './helpers/databases';

const CHILD_PROTECTION = 'nqs2018-2.2.3';
const BEFORE_2026 = '0095_resources';

const migrator = (db: Kysely<Database>) =>
  new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });

/** Everything a centre keeps in element 2.2.3: its answers, evidence links, tasks and SAT entries. */
async function keptIn223(db: Kysely<Database>, centerId: string) {
  const inElement = db.selectFrom('questions').select('id').where('category_id', '=', CHILD_PROTECTION);
  const results = await db
    .selectFrom('question_results')
    .select(['id', 'question_id', 'status', 'notes', 'created_at'])
    .where('center_id', '=', centerId)
    .where('question_id', 'in', inElement)
    .orderBy('id')
    .execute();
  const evidence = await db
    .selectFrom('evidence_links as l')
    .innerJoin('evidence_items as e', 'e.id', 'l.evidence_id')
    .select(['l.evidence_id', 'l.question_result_id', 'e.name'])
    .where('l.question_result_id', 'in', results.length > 0 ? results.map((row) => row.id) : [''])
    .orderBy('l.evidence_id')
    .execute();
  const tasks = await db
    .selectFrom('tasks')
    .select(['id', 'name', 'question_id'])
    .where('center_id', '=', centerId)
    .where('question_id', 'in', inElement)
    .orderBy('id')
    .execute();
  const sat = await db
    .selectFrom('sat_entries')
    .select(['id', 'question_id', 'slot', 'sat_description'])
    .where('center_id', '=', centerId)
    .where('element_id', '=', CHILD_PROTECTION)
    .orderBy('id')
    .execute();
  return { results, evidence, tasks, sat };
}

describe.each(testDialects())('the NQS of 2026 on a database seeded with 2018 answers (%s)', (dialect) => {
  it('keeps every answer, evidence link, task and SAT entry of 2.2.3, renames it and flags it', async () => {
    const database = await createTestDatabase(dialect);
    const db = database.handle.db;
    try {
      const { error } = await migrator(db).migrateTo(BEFORE_2026);
      expect(error).toBeUndefined();
      expect(await currentNqsVersion(db)).toMatchObject({ id: 'nqs2018', current: true });
      // The demo data, seeded in 2025 under the 2018 standard.
      expect(await seedDemoData(db, new Date('2025-09-01T09:00:00.000Z'))).toBe(true);
      const center = await db
        .selectFrom('centers')
        .select('id')
        .where('name', '=', 'Sunshine Paddington')
        .executeTakeFirstOrThrow();
      const director = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'director@sunshine.test')
        .executeTakeFirstOrThrow();

      // Evidence, a task and a SAT strength on the centre's first answer in 2.2.3.
      const answered = await keptIn223(db, center.id);
      const first = answered.results[0];
      if (!first) throw new Error('the seed answered nothing in 2.2.3');
      const stamp = '2025-09-02T09:00:00.000Z';
      const evidenceId = newId();
      await db
        .insertInto('evidence_items')
        .values({
          id: evidenceId,
          center_id: center.id,
          title: 'comment',
          label: 'Comment',
          name: 'Child protection training records, 2025',
          created_by: director.id,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      await db
        .insertInto('evidence_links')
        .values({ evidence_id: evidenceId, question_result_id: first.id, linked_by: director.id, created_at: stamp })
        .execute();
      await db
        .insertInto('tasks')
        .values({
          id: newId(),
          center_id: center.id,
          question_id: first.question_id,
          type: 'evidence',
          name: 'File the 2025 training certificates',
          summary: '',
          status: 1,
          task_due: '2025-12-01',
          assignee_id: director.id,
          assigner_id: director.id,
          step_outcome: '',
          success_measure: '',
          progress_notes: '',
          priority: null,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      if (answered.sat.length === 0) {
        await db
          .insertInto('sat_entries')
          .values({
            id: newId(),
            center_id: center.id,
            question_id: first.question_id,
            element_id: CHILD_PROTECTION,
            slot: 1,
            sat_description: 'Every educator completes child protection training each year.',
            created_by: director.id,
            created_at: stamp,
            updated_at: stamp,
          })
          .execute();
      }
      const before = await keptIn223(db, center.id);
      expect(before.evidence.length).toBeGreaterThan(0);
      expect(before.tasks.length).toBeGreaterThan(0);
      expect(before.sat.length).toBeGreaterThan(0);
      const lawRecords = await db.selectFrom('law_compliance').select(['id', 'nqs_version_id']).orderBy('id').execute();

      expect(await migrateToLatest(db)).toBe(Object.keys(migrations).length);

      expect(await keptIn223(db, center.id)).toEqual(before);
      expect(await db.selectFrom('law_compliance').select(['id', 'nqs_version_id']).orderBy('id').execute()).toEqual(
        lawRecords,
      );
      const structure = await loadNqsStructure(db);
      expect(structure.version).toMatchObject({ id: 'nqs2026', current: true, effectiveFrom: '2026-01-01' });
      expect(structure.byId.get(CHILD_PROTECTION)?.title).toBe('Child safety and protection');
      const { elements } = await nqsChangesOf(db, center.id);
      expect(elements.find((element) => element.categoryId === CHILD_PROTECTION)).toMatchObject({
        title: 'Child safety and protection',
        previousTitle: 'Child protection',
        answeredBefore: true,
        flagged: true,
      });

      // And back: the 2018 standard is current again, as it was.
      const { error: downError } = await migrator(db).migrateTo(BEFORE_2026);
      expect(downError).toBeUndefined();
      expect(await currentNqsVersion(db)).toMatchObject({ id: 'nqs2018', current: true });
      expect(await keptIn223(db, center.id)).toEqual(before);
    } finally {
      await database.drop();
    }
  });
});
