import type { Kysely } from 'kysely';

// Every change to a centre's QIP work, kept (issue 17, 'History'): who changed what, when, and
// the text before and after. The question is kept as a plain id (no foreign key), so a removed
// custom item's history stays readable. Answers and SAT entries get a version, moved on by every
// write, so a save made from an older copy is refused instead of overwriting someone's work.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('change_history')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('center_id', 'text', (col) => col.notNull().references('centers.id').onDelete('cascade'))
    .addColumn('question_id', 'text')
    /** What changed: 'answer', 'note', 'strategy', 'selfAssessment', 'evidenceNote', 'satDescription', ... */
    .addColumn('kind', 'text', (col) => col.notNull())
    /** Which field or action of it: 'status', 'notes', 'linked', a task's 'status', a law's label. */
    .addColumn('field', 'text', (col) => col.notNull())
    /** The record changed (a SAT entry, task, evidence item or law), when it is not the answer itself. */
    .addColumn('subject_id', 'text')
    .addColumn('before_value', 'text')
    .addColumn('after_value', 'text')
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('change_history_center_question_idx')
    .on('change_history')
    .columns(['center_id', 'question_id', 'created_at'])
    .execute();
  await db.schema
    .alterTable('question_results')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sat_entries')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sat_entries').dropColumn('version').execute();
  await db.schema.alterTable('question_results').dropColumn('version').execute();
  await db.schema.dropTable('change_history').execute();
}
