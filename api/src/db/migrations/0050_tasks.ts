import type { Kysely } from 'kysely';

// Tasks (assessment spec section 3): evidence tasks for a Yes, goal tasks for a No, each on one
// question of one service and given to one of its users. Goal tasks also carry the goal columns
// of the regulator's improvement plan.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tasks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('center_id', 'text', (col) => col.notNull().references('centers.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (col) => col.notNull().references('questions.id').onDelete('cascade'))
    // 'evidence' or 'goal'.
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    // 1 Not started, 2 In progress, 3 Completed.
    .addColumn('status', 'integer', (col) => col.notNull())
    // YYYY-MM-DD: a calendar date, compared as text.
    .addColumn('task_due', 'text', (col) => col.notNull())
    .addColumn('assignee_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('assigner_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('step_outcome', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('success_measure', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('progress_notes', 'text', (col) => col.notNull().defaultTo(''))
    // 'low', 'medium', 'high' or null (unset).
    .addColumn('priority', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tasks_center_due_idx').on('tasks').columns(['center_id', 'task_due']).execute();
  await db.schema.createIndex('tasks_question_idx').on('tasks').columns(['question_id', 'type']).execute();
  await db.schema.createIndex('tasks_assignee_due_idx').on('tasks').columns(['assignee_id', 'task_due']).execute();

  // Scheduled jobs that must run once per period however many API processes there are: the
  // process that inserts the (job, period) row first runs it; the others find it taken.
  await db.schema
    .createTable('scheduled_job_runs')
    .addColumn('job', 'text', (col) => col.notNull())
    // The period the run covers ('2026-11-23' for a daily job).
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('claimed_by', 'text', (col) => col.notNull())
    .addColumn('claimed_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    // What the run did ('12 mails'), or why it failed.
    .addColumn('outcome', 'text')
    .addPrimaryKeyConstraint('scheduled_job_runs_pk', ['job', 'period'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scheduled_job_runs').execute();
  await db.schema.dropTable('tasks').execute();
}
