import type { Kysely } from 'kysely';

// The authors of the questions a centre sees (its custom items', and the bank's if one ever has
// an author) are read on every GET /api/questions to key its kept reply (keptReplies.ts): by
// centre and then author, that is two short index ranges instead of every bank question. It
// serves the lookups by centre alone too, and a removed user's questions are found by it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('questions_center_user_idx').on('questions').columns(['center_id', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('questions_center_user_idx').execute();
}
