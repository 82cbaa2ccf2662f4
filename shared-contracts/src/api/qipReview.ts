import { z } from 'zod';
import { QIP_REVIEW_NOTE_MAX } from '../domain/qipReview';
import { cleanOneLine } from '../domain/support';
import { defineEndpoint } from '../http/endpoint';
import { DateTimeSchema, IdSchema } from './common';

// The yearly review of a service's QIP (regulations 55 and 56, beyond the spec): an administrator
// records that the QIP was reviewed; every review is kept.

export const QipReviewSchema = z.object({
  id: IdSchema,
  center_id: IdSchema,
  reviewed_at: DateTimeSchema,
  /** Who pressed 'Mark QIP reviewed'; null once that user is removed (the name stays). */
  reviewer_id: IdSchema.nullable(),
  reviewer_name: z.string(),
  note: z.string(),
});
export type QipReview = z.infer<typeof QipReviewSchema>;

/** The dashboard's review card: the reviews, newest first, and whether the caller may add one. */
export const QipReviewSummarySchema = z.object({
  last: QipReviewSchema.nullable(),
  history: z.array(QipReviewSchema),
  /** The caller administers the service (only administrators record a review). */
  canMark: z.boolean(),
});
export type QipReviewSummary = z.infer<typeof QipReviewSummarySchema>;

export const QipReviewInputSchema = z.object({
  center_id: IdSchema,
  /** A short note (one line); optional. */
  note: z
    .string()
    .transform(cleanOneLine)
    .pipe(z.string().max(QIP_REVIEW_NOTE_MAX, `Must be at most ${QIP_REVIEW_NOTE_MAX} characters.`))
    .optional()
    .default(''),
});
export type QipReviewInput = z.input<typeof QipReviewInputSchema>;

export const qipReviewEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/qip-reviews',
    access: 'user',
    summary: "A service's yearly QIP reviews, newest first, and whether the caller may record one",
    tags: ['qip review'],
    query: z.object({ center_id: IdSchema }),
    response: QipReviewSummarySchema,
    tenancy: { owned: [{ in: 'query', field: 'center_id', kind: 'center' }] },
  }),
  mark: defineEndpoint({
    method: 'POST',
    path: '/api/qip-reviews',
    access: 'user',
    summary: "An administrator records today's review of the service's QIP (regulations 55 and 56)",
    tags: ['qip review'],
    body: QipReviewInputSchema,
    response: QipReviewSchema,
    successStatus: 201,
    tenancy: { owned: [{ in: 'body', field: 'center_id', kind: 'center' }], role: 'admin' },
    live: { none: "a yearly review is read when the dashboard opens; no one's open work depends on it" },
  }),
};
