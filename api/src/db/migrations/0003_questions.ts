import type { Kysely } from 'kysely';
import { QUESTION_BANK } from './data/0003_questions';
import { loadQuestionBank, type QuestionBankTables } from './data/0003_questions/loadQuestionBank';

// Questions (the question bank of each NQS version, and each centre's custom goals and
// strengths) and every centre's answers to them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('questions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // The element the question belongs to.
    .addColumn('category_id', 'text', (col) => col.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('yes_description', 'text')
    .addColumn('no_description', 'text')
    // Set for a custom goal or strength: the centre it belongs to and who wrote it.
    .addColumn('center_id', 'text', (col) => col.references('centers.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('is_custom', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('archive', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('questions_category_idx').on('questions').columns(['category_id', 'type']).execute();
  await db.schema.createIndex('questions_center_idx').on('questions').column('center_id').execute();

  // One answer record per centre and question ('cqr'): the status and the texts around it.
  await db.schema
    .createTable('question_results')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('center_id', 'text', (col) => col.notNull().references('centers.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (col) => col.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('notes', 'text')
    .addColumn('evidence_note', 'text')
    .addColumn('goal_strategy', 'text')
    .addColumn('self_assessment', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('updated_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('question_results_center_question_unique', ['center_id', 'question_id'])
    .execute();
  await db.schema.createIndex('question_results_question_idx').on('question_results').column('question_id').execute();

  await loadQuestionBank(db as Kysely<QuestionBankTables>, 'nqs2018', QUESTION_BANK);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('question_results').execute();
  await db.schema.dropTable('questions').execute();
}
