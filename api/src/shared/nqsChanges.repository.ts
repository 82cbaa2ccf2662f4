import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../lib/ids';

// The elements a revision of the NQS changed, in the database: a centre's answers given before
// the revision was loaded, and its reviews.

/** When the version was loaded (its row's created_at): what 'before the revision' is measured by. */
export async function versionLoadedAt(db: Kysely<Database>, versionId: string): Promise<string | null> {
  const row = await db.selectFrom('nqs_versions').select('created_at').where('id', '=', versionId).executeTakeFirst();
  return row?.created_at ?? null;
}

const hasText = (column: 'r.notes' | 'r.evidence_note' | 'r.goal_strategy' | 'r.self_assessment') =>
  sql<boolean>`coalesce(${sql.ref(column)}, '') <> ''`;

/**
 * The elements (of those given) in which the centre had an answer, a result or any text, first
 * saved before the moment given. An answer kept since counts even when edited later: it was
 * written against the old wording.
 */
export async function elementsAnsweredBefore(
  db: Kysely<Database>,
  centerId: string,
  elementIds: readonly string[],
  before: string,
): Promise<Set<string>> {
  if (elementIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('question_results as r')
    .innerJoin('questions as q', 'q.id', 'r.question_id')
    .select('q.category_id')
    .distinct()
    .where('r.center_id', '=', centerId)
    .where('q.category_id', 'in', elementIds)
    .where('r.created_at', '<', before)
    .where((eb) =>
      eb.or([
        eb('r.status', '<>', 0),
        hasText('r.notes'),
        hasText('r.evidence_note'),
        hasText('r.goal_strategy'),
        hasText('r.self_assessment'),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.category_id));
}

/** A centre's reviews of the changed elements of a version, by element, with the reviewer's name. */
export async function reviewsOf(db: Kysely<Database>, centerId: string, versionId: string) {
  const rows = await db
    .selectFrom('nqs_change_reviews as v')
    .leftJoin('users as u', 'u.id', 'v.reviewed_by')
    .select(['v.category_id', 'v.reviewed_at', 'u.name as reviewer_name'])
    .where('v.center_id', '=', centerId)
    .where('v.version_id', '=', versionId)
    .execute();
  return new Map(rows.map((row) => [row.category_id, row]));
}

/** Records (or renews) a centre's review of a changed element: who and when. */
export async function saveReview(
  db: Kysely<Database>,
  review: { centerId: string; versionId: string; categoryId: string; userId: string; at: string },
): Promise<void> {
  await db
    .insertInto('nqs_change_reviews')
    .values({
      id: newId(),
      center_id: review.centerId,
      version_id: review.versionId,
      category_id: review.categoryId,
      reviewed_by: review.userId,
      reviewed_at: review.at,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['center_id', 'version_id', 'category_id'])
        .doUpdateSet({ reviewed_by: review.userId, reviewed_at: review.at }),
    )
    .execute();
}
