import { sql, type Kysely } from 'kysely';

// The self-assessment (SAT): the strengths a centre chose, at most 5 per element, each with its
// description. Each entry holds one of the element's five slots; the unique slot per centre and
// element (and the check on its range) keep a sixth out even when two requests add at once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sat_entries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('center_id', 'text', (col) => col.notNull().references('centers.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (col) => col.notNull().references('questions.id').onDelete('cascade'))
    // The question's element (its category): the limit counts per element.
    .addColumn('element_id', 'text', (col) => col.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('slot', 'integer', (col) => col.notNull())
    // Null until a description is saved ('hasData').
    .addColumn('sat_description', 'text')
    .addColumn('created_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('sat_entries_center_question_unique', ['center_id', 'question_id'])
    .addUniqueConstraint('sat_entries_center_element_slot_unique', ['center_id', 'element_id', 'slot'])
    .addCheckConstraint('sat_entries_slot_range', sql`slot >= 1 AND slot <= 5`)
    .execute();
  await db.schema.createIndex('sat_entries_question_idx').on('sat_entries').column('question_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sat_entries').execute();
}
