import type { MentorFeedback, MentorRequest } from '@qip/shared-contracts';
import { demoMentor } from '@qip/shared-ui/testing';
import { CENTER_ID } from './fixtures';

/** A published review of Paddington (times at midday UTC: the same date in every time zone). */
export function review(overrides: Partial<MentorFeedback> = {}): MentorFeedback {
  return {
    id: 'review-1',
    request_id: 'request-1',
    center_id: CENTER_ID,
    date: '2026-03-02T12:00:00.000Z',
    nqa: [1, 2],
    provide_feedback: '<p>Strong <strong>routines</strong>.</p>',
    status: 2,
    provided_by: demoMentor.name,
    date_reviewed: '2026-03-05T12:00:00.000Z',
    save_or_publish: 2,
    ...overrides,
  };
}

/** An open request as the mentor's queue lists it. */
export function mentorRequest(overrides: Partial<MentorRequest> = {}): MentorRequest {
  return {
    id: 'request-1',
    user_id: 'user-director',
    center_id: CENTER_ID,
    comment: 'Please look at our routines.',
    nqa: [1, 2],
    status: 1,
    created_at: '2026-03-02T12:00:00.000Z',
    center_name: 'Sunshine Paddington',
    requested_by: 'Dana Director',
    review: null,
    ...overrides,
  };
}
