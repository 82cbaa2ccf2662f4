import {
  canRequestMentorFeedback,
  FEEDBACK_REQUEST_STATUS,
  MENTOR_FEEDBACK_MESSAGES,
  SAVE_OR_PUBLISH,
  type FeedbackRequest,
  type MentorFeedback,
  type MentorFeedbackStatus,
  type MentorRequest,
  type MentorReviewInput,
} from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import { centerRole, type AuthContext } from '../../auth/access';
import type { Database, UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/httpError';
import { newId } from '../../lib/ids';
import { centerStatus } from '../../shared/centerStatus';
import { loadSanitizeHtml } from '../../shared/richText';
import {
  findFeedbackRequest,
  markRequestAnswered,
  productNameOf,
  reviewsOfRequests,
  saveReview,
  type FeedbackRequestRow,
  type MentorFeedbackRow,
} from './mentor-feedback.repository';

const NO_SUCH_REQUEST = 'There is no such feedback request.';
/** The name a review posted by the hub carries when the hub names no mentor. */
export const HUB_REVIEWER = 'Holistic QIP mentor';

/** Who writes a review: a mentor signed in, or the hub with its client credentials. */
export type Reviewer = { kind: 'mentor'; user: UserRow } | { kind: 'hub' };

/** Refuses (403) anyone but a mentor. */
export function requireMentor(user: UserRow): void {
  if (user.user_type !== 'MENTOR') throw forbidden(MENTOR_FEEDBACK_MESSAGES.onlyMentors);
}

/** Whether the caller may ask for mentor feedback for the service (section 6). */
export async function mayRequestFeedback(
  db: Kysely<Database>,
  auth: AuthContext,
  centerId: string,
  now: Date,
): Promise<boolean> {
  const role = await centerRole(db, auth.user.id, centerId);
  if (!role) return false;
  const { diffTime } = await centerStatus(db, centerId, now);
  return canRequestMentorFeedback({ role, productName: await productNameOf(db, centerId), diffTime });
}

const parseNqa = (text: string): number[] => {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((value): value is number => typeof value === 'number') : [];
};

const asStatus = (value: number): MentorFeedbackStatus => (value === 2 || value === 3 ? value : 1);

export function toFeedbackRequestDto(row: FeedbackRequestRow): FeedbackRequest {
  return {
    id: row.id,
    user_id: row.user_id,
    center_id: row.center_id,
    comment: row.comment,
    nqa: parseNqa(row.nqa),
    status: row.status === FEEDBACK_REQUEST_STATUS.answered ? 2 : 1,
    created_at: row.created_at,
  };
}

export function toMentorFeedbackDto(row: MentorFeedbackRow): MentorFeedback {
  return {
    id: row.id,
    request_id: row.request_id,
    center_id: row.center_id,
    date: row.requested_at,
    nqa: parseNqa(row.nqa),
    provide_feedback: row.provide_feedback,
    status: asStatus(row.status),
    provided_by: row.provided_by,
    date_reviewed: row.date_reviewed,
    save_or_publish: row.save_or_publish === SAVE_OR_PUBLISH.published ? 2 : 1,
  };
}

/** A request as a mentor sees it, before its review is added. */
export function toMentorRequest(row: FeedbackRequestRow): MentorRequest {
  return {
    ...toFeedbackRequestDto(row),
    center_name: row.center_name,
    requested_by: row.requested_by ?? '',
    review: null,
  };
}

/** Requests as a mentor sees them, each with its review so far. */
export async function toMentorRequests(
  db: Kysely<Database>,
  rows: readonly FeedbackRequestRow[],
): Promise<MentorRequest[]> {
  const reviews = await reviewsOfRequests(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const review = reviews.find((candidate) => candidate.request_id === row.id);
    return { ...toMentorRequest(row), review: review ? toMentorFeedbackDto(review) : null };
  });
}

export async function feedbackRequestOrNotFound(db: Kysely<Database>, id: string): Promise<FeedbackRequestRow> {
  const row = await findFeedbackRequest(db, id);
  if (!row) throw notFound(NO_SUCH_REQUEST);
  return row;
}

/** Feedback HTML as the portal stores and shows it: formatting, lists and links only. */
export async function sanitizeFeedbackHtml(html: string): Promise<string> {
  const sanitizeHtml = await loadSanitizeHtml();
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4', 'a'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}

/** The reviewer's name: the mentor's own, or the name the hub gives. */
export function reviewerName(reviewer: Reviewer, body: MentorReviewInput): string {
  return reviewer.kind === 'mentor' ? reviewer.user.name : (body.provided_by ?? HUB_REVIEWER);
}

/** The review of a request, or null before one is written. */
export async function reviewOf(db: Kysely<Database>, requestId: string): Promise<MentorFeedback | null> {
  const [review] = await reviewsOfRequests(db, [requestId]);
  return review ? toMentorFeedbackDto(review) : null;
}

/** What writing a review did: the review, and whether this write published it for the first time. */
export interface WrittenReview {
  review: MentorFeedback;
  newlyPublished: boolean;
}

/**
 * Writes the review of a request as a draft or published (its HTML sanitised). A published
 * review stays published (409 for a draft after it); publishing answers the request.
 */
export async function writeReview(
  db: Kysely<Database>,
  reviewer: Reviewer,
  request: FeedbackRequestRow,
  body: MentorReviewInput,
  mode: 'draft' | 'published',
  now: string,
): Promise<WrittenReview> {
  const before = await reviewOf(db, request.id);
  const wasPublished = before?.save_or_publish === SAVE_OR_PUBLISH.published;
  if (mode === 'draft' && wasPublished) throw conflict(MENTOR_FEEDBACK_MESSAGES.publishedStaysPublished);
  await saveReview(
    db,
    { id: request.id, centerId: request.center_id },
    {
      status: body.status,
      provideFeedback: await sanitizeFeedbackHtml(body.provide_feedback),
      saveOrPublish: SAVE_OR_PUBLISH[mode],
      providedByUserId: reviewer.kind === 'mentor' ? reviewer.user.id : null,
      providedBy: reviewerName(reviewer, body),
      dateReviewed: mode === 'published' ? now : null,
      now,
    },
    newId(),
  );
  if (mode === 'published') await markRequestAnswered(db, request.id);
  const review = await reviewOf(db, request.id);
  if (!review) throw notFound(NO_SUCH_REQUEST);
  return { review, newlyPublished: mode === 'published' && !wasPublished };
}
