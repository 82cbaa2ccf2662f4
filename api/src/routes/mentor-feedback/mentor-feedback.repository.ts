import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// Feedback requests and mentors' reviews, with the people they are mailed to.

export interface NewFeedbackRequest {
  id: string;
  centerId: string;
  userId: string;
  comment: string;
  nqa: readonly number[];
  createdAt: string;
}

export async function insertFeedbackRequest(db: Kysely<Database>, request: NewFeedbackRequest): Promise<void> {
  await db
    .insertInto('feedback_requests')
    .values({
      id: request.id,
      center_id: request.centerId,
      user_id: request.userId,
      comment: request.comment,
      nqa: JSON.stringify(request.nqa),
      status: 1,
      created_at: request.createdAt,
    })
    .execute();
}

function selectRequests(db: Kysely<Database>) {
  return db
    .selectFrom('feedback_requests as r')
    .innerJoin('centers as c', 'c.id', 'r.center_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.center_id',
      'r.user_id',
      'r.comment',
      'r.nqa',
      'r.status',
      'r.created_at',
      'c.name as center_name',
      'u.name as requested_by',
    ]);
}

export type FeedbackRequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>>;

export function findFeedbackRequest(db: Kysely<Database>, id: string): Promise<FeedbackRequestRow | undefined> {
  return selectRequests(db).where('r.id', '=', id).executeTakeFirst();
}

/** The requests a mentor still has to answer, oldest first. */
export function openFeedbackRequests(db: Kysely<Database>): Promise<FeedbackRequestRow[]> {
  return selectRequests(db).where('r.status', '=', 1).orderBy('r.created_at').orderBy('r.id').execute();
}

export async function markRequestAnswered(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('feedback_requests').set({ status: 2 }).where('id', '=', id).execute();
}

function selectReviews(db: Kysely<Database>) {
  return db
    .selectFrom('mentor_feedbacks as f')
    .innerJoin('feedback_requests as r', 'r.id', 'f.request_id')
    .select([
      'f.id',
      'f.request_id',
      'f.center_id',
      'f.provide_feedback',
      'f.status',
      'f.save_or_publish',
      'f.provided_by',
      'f.date_reviewed',
      'r.created_at as requested_at',
      'r.nqa',
    ]);
}

export type MentorFeedbackRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['executeTakeFirstOrThrow']>>;

export function reviewsOfRequests(db: Kysely<Database>, requestIds: readonly string[]): Promise<MentorFeedbackRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return selectReviews(db).where('f.request_id', 'in', requestIds).execute();
}

/** A service's published reviews, newest first. */
export function publishedReviewsOf(db: Kysely<Database>, centerId: string): Promise<MentorFeedbackRow[]> {
  return selectReviews(db)
    .where('f.center_id', '=', centerId)
    .where('f.save_or_publish', '=', 2)
    .orderBy('f.date_reviewed', 'desc')
    .orderBy('f.id')
    .execute();
}

export interface ReviewValues {
  status: number;
  provideFeedback: string;
  saveOrPublish: number;
  providedByUserId: string | null;
  providedBy: string;
  dateReviewed: string | null;
  now: string;
}

/** Writes the one review of a request: creates it, or changes the one there. */
export async function saveReview(
  db: Kysely<Database>,
  request: { id: string; centerId: string },
  values: ReviewValues,
  newId: string,
): Promise<void> {
  const changes = {
    provide_feedback: values.provideFeedback,
    status: values.status,
    save_or_publish: values.saveOrPublish,
    provided_by_user_id: values.providedByUserId,
    provided_by: values.providedBy,
    date_reviewed: values.dateReviewed,
    updated_at: values.now,
  };
  await db
    .insertInto('mentor_feedbacks')
    .values({ id: newId, request_id: request.id, center_id: request.centerId, created_at: values.now, ...changes })
    .onConflict((conflict) => conflict.column('request_id').doUpdateSet(changes))
    .execute();
}

/** The subscription product of a service, or null when it has none. */
export async function productNameOf(db: Kysely<Database>, centerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('subscriptions')
    .select('product_name')
    .where('center_id', '=', centerId)
    .executeTakeFirst();
  return row?.product_name ?? null;
}

/** Everyone a new request is mailed to: the mentors. */
export function mentorAddresses(db: Kysely<Database>) {
  return db.selectFrom('users').select(['email', 'name']).where('user_type', '=', 'MENTOR').orderBy('email').execute();
}

/** The administrators of a service: they are told when a review is published. */
export function adminAddressesOf(db: Kysely<Database>, centerId: string) {
  return db
    .selectFrom('center_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select(['u.id', 'u.email', 'u.name'])
    .where('cu.center_id', '=', centerId)
    .where('cu.role', '=', 'admin')
    .orderBy('u.email')
    .execute();
}
