import { z } from 'zod';
import { QUALITY_AREA_IDS } from '../domain/constants';
import { MENTOR_FEEDBACK_MESSAGES } from '../domain/mentorFeedback';
import { defineEndpoint } from '../http/endpoint';
import { DateTimeSchema, IdSchema } from './common';

// Mentor feedback (assessment spec sections 3, 5, 6 and 7): an administrator asks for feedback on
// some quality areas; a mentor (a user of type MENTOR, or the hub with its client credentials)
// writes a review, as a draft or published; the service reads its published reviews.

const RequestedNqaSchema = z
  .array(
    z.coerce
      .number()
      .int()
      .refine((nqa) => (QUALITY_AREA_IDS as readonly number[]).includes(nqa), 'must be a quality area from 1 to 7'),
    { message: MENTOR_FEEDBACK_MESSAGES.selectNqa },
  )
  .min(1, MENTOR_FEEDBACK_MESSAGES.selectNqa)
  .max(QUALITY_AREA_IDS.length, MENTOR_FEEDBACK_MESSAGES.selectNqa)
  .transform((list) => [...new Set(list)].sort((a, b) => a - b));

/** The areas stored with a request or review, 1 to 7. */
const StoredNqaSchema = z.array(z.number().int().min(1).max(7));

/** 1 Working towards, 2 Meeting, 3 Exceeding. */
export const MentorFeedbackStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  message: 'must be 1 (Working towards), 2 (Meeting) or 3 (Exceeding)',
});

/** 1 a draft, 2 published. */
export const SaveOrPublishSchema = z.union([z.literal(1), z.literal(2)], {
  message: 'must be 1 (save as draft) or 2 (publish)',
});

export const FeedbackRequestInputSchema = z.object({
  user_id: IdSchema,
  center_id: IdSchema,
  comment: z.string().trim().max(5000, 'Must be at most 5000 characters.').optional().default(''),
  nqa: RequestedNqaSchema,
  /** Always 1 on creation (the spec's payload carries it). */
  status: z.literal(1, { message: 'must be 1' }).optional(),
});
export type FeedbackRequestInput = z.input<typeof FeedbackRequestInputSchema>;

/** A stored feedback request (spec: Feedback request). */
export const FeedbackRequestSchema = z.object({
  id: IdSchema,
  /** Who asked; null once that user is gone. */
  user_id: IdSchema.nullable(),
  center_id: IdSchema,
  comment: z.string(),
  nqa: StoredNqaSchema,
  /** 1 open, 2 answered (a review was published). */
  status: z.union([z.literal(1), z.literal(2)]),
  created_at: DateTimeSchema,
});
export type FeedbackRequest = z.infer<typeof FeedbackRequestSchema>;

/** A mentor's review of a request (spec: Mentor feedback). */
export const MentorFeedbackSchema = z.object({
  id: IdSchema,
  request_id: IdSchema,
  center_id: IdSchema,
  /** When the service asked. */
  date: DateTimeSchema,
  nqa: StoredNqaSchema,
  /** Sanitised HTML. */
  provide_feedback: z.string(),
  status: MentorFeedbackStatusSchema,
  /** The reviewer's name. */
  provided_by: z.string(),
  /** When it was published; null while a draft. */
  date_reviewed: DateTimeSchema.nullable(),
  save_or_publish: SaveOrPublishSchema,
});
export type MentorFeedback = z.infer<typeof MentorFeedbackSchema>;

/** What the dashboard needs for its two mentor buttons. */
export const MentorFeedbackSummarySchema = z.object({
  /** 'Request mentor feedback' shows (section 6). */
  canRequest: z.boolean(),
  /** 'View feedback' shows: published feedback exists for the service. */
  hasPublished: z.boolean(),
});
export type MentorFeedbackSummary = z.infer<typeof MentorFeedbackSummarySchema>;

/** A request as a mentor sees it: the service, who asked, and the review so far. */
export const MentorRequestSchema = FeedbackRequestSchema.extend({
  center_name: z.string(),
  requested_by: z.string(),
  review: MentorFeedbackSchema.nullable(),
});
export type MentorRequest = z.infer<typeof MentorRequestSchema>;

/** A review as a mentor writes it; saved as a draft or published by its endpoint. */
export const MentorReviewInputSchema = z.object({
  status: MentorFeedbackStatusSchema,
  /** HTML from the rich-text editor; sanitised by the API. */
  provide_feedback: z.string().max(50_000, 'Must be at most 50000 characters.'),
  /** The reviewer's name when the hub posts (a mentor's own name is used otherwise). */
  provided_by: z.string().trim().min(1, 'This field is required.').max(200).optional(),
});
export type MentorReviewInput = z.input<typeof MentorReviewInputSchema>;

const CenterQuerySchema = z.object({ center_id: IdSchema });

export const mentorFeedbackEndpoints = {
  request: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/feedback/request',
    access: 'user',
    summary: 'An administrator asks a mentor for feedback on some quality areas (stored, and mailed to the mentors)',
    tags: ['mentor feedback'],
    live: { none: "a request in the mentors' queue" },
    body: FeedbackRequestInputSchema,
    response: FeedbackRequestSchema,
    successStatus: 201,
    tenancy: {
      owned: [
        { in: 'body', field: 'center_id', kind: 'center' },
        { in: 'body', field: 'user_id', kind: 'self' },
      ],
      role: 'admin',
    },
    example: { body: { nqa: [1, 2] } },
    rateLimit: 'sendsMail',
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/replyfeedback/summary',
    access: 'user',
    summary: 'Whether the caller may request mentor feedback for a service, and whether it has published feedback',
    tags: ['mentor feedback'],
    query: CenterQuerySchema,
    response: MentorFeedbackSummarySchema,
    tenancy: { owned: [{ in: 'query', field: 'center_id', kind: 'center' }] },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/replyfeedback/all/list',
    access: 'user',
    summary: "A service's published mentor feedback, newest first",
    tags: ['mentor feedback'],
    query: CenterQuerySchema,
    response: z.array(MentorFeedbackSchema),
    tenancy: { owned: [{ in: 'query', field: 'center_id', kind: 'center' }] },
  }),
  mentorQueue: defineEndpoint({
    method: 'GET',
    path: '/api/mentor/feedback-requests',
    access: 'user',
    summary: 'For a mentor: the open feedback requests of the services that asked, oldest first',
    tags: ['mentor feedback'],
    response: z.array(MentorRequestSchema),
    tenancy: { none: 'mentors only: every request of the services that asked; anyone else is refused' },
  }),
  mentorRequest: defineEndpoint({
    method: 'GET',
    path: '/api/mentor/feedback-requests/:id',
    access: 'user',
    summary: 'For a mentor: one feedback request with its review so far',
    tags: ['mentor feedback'],
    params: z.object({ id: IdSchema }),
    response: MentorRequestSchema,
    tenancy: {
      owned: [{ in: 'params', field: 'id', kind: 'feedbackRequest' }],
      ownerRefusal: { status: 403, because: 'only a mentor reads a request; the service that asked may not' },
    },
  }),
  saveDraft: defineEndpoint({
    method: 'PUT',
    path: '/api/mentor/feedback-requests/:id/review',
    access: 'public',
    summary:
      'Saves the review of a request as a draft (save_or_publish 1), unseen by the service: a mentor (bearer token) or the hub (HTTP Basic with its client credentials)',
    tags: ['mentor feedback'],
    live: { none: "a mentor's draft, which the service does not see" },
    params: z.object({ id: IdSchema }),
    body: MentorReviewInputSchema,
    response: MentorFeedbackSchema,
    tenancy: {
      owned: [{ in: 'params', field: 'id', kind: 'feedbackRequest' }],
      ownerRefusal: {
        status: 403,
        because: 'only a mentor or the hub reviews a request; the service that asked may not',
      },
    },
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/api/mentor/feedback-requests/:id/publish',
    access: 'public',
    summary:
      "Publishes the review of a request (save_or_publish 2) and mails the service's administrators: a mentor (bearer token) or the hub (HTTP Basic)",
    tags: ['mentor feedback'],
    live: { none: 'feedback the service is told of by message' },
    params: z.object({ id: IdSchema }),
    body: MentorReviewInputSchema,
    response: MentorFeedbackSchema,
    tenancy: {
      owned: [{ in: 'params', field: 'id', kind: 'feedbackRequest' }],
      ownerRefusal: {
        status: 403,
        because: 'only a mentor or the hub reviews a request; the service that asked may not',
      },
    },
    rateLimit: 'sendsMail',
  }),
};
