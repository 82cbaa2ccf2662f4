import type { QipReview } from '@qip/shared-contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, QipReviewsTable } from '../db/schema';

// The yearly QIP reviews of a service (migration 0103), shared: the review card and the documents read them.

export function toQipReviewDto(row: Selectable<QipReviewsTable>): QipReview {
  return {
    id: row.id,
    center_id: row.center_id,
    reviewed_at: row.reviewed_at,
    reviewer_id: row.reviewer_id,
    reviewer_name: row.reviewer_name,
    note: row.note,
  };
}

/** A service's reviews, newest first. */
export async function reviewsOf(db: Kysely<Database>, centerId: string): Promise<QipReview[]> {
  const rows = await db
    .selectFrom('qip_reviews')
    .selectAll()
    .where('center_id', '=', centerId)
    .orderBy('reviewed_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toQipReviewDto);
}

/** The latest review of a service, or undefined when it has never been reviewed. */
export async function lastReviewOf(db: Kysely<Database>, centerId: string): Promise<QipReview | undefined> {
  const row = await db
    .selectFrom('qip_reviews')
    .selectAll()
    .where('center_id', '=', centerId)
    .orderBy('reviewed_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row && toQipReviewDto(row);
}

export async function insertReview(db: Kysely<Database>, row: Selectable<QipReviewsTable>): Promise<QipReview> {
  await db.insertInto('qip_reviews').values(row).execute();
  return toQipReviewDto(row);
}
