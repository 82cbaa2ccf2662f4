import { MENTORING_TRIAL_THRESHOLD_DAYS } from './constants';

// Mentor feedback (assessment spec sections 3, 5 and 6): who may ask for it, and what a review's
// numbers mean. Shared by the API (which enforces them) and the dashboard (which shows the buttons).

export const MENTOR_FEEDBACK_MESSAGES = {
  selectNqa: 'Please select NQA(s) to request for feedback.',
  notEligible: "Mentor feedback is not part of this service's plan.",
  onlyAdmins: 'Only an administrator of this service can request mentor feedback.',
  onlyMentors: 'Only a mentor can do this.',
  publishedStaysPublished: 'A published review cannot go back to a draft.',
} as const;

/** A review's rating: 1 Working towards, 2 Meeting, 3 Exceeding. */
export const MENTOR_FEEDBACK_STATUS_LABELS = { 1: 'Working towards', 2: 'Meeting', 3: 'Exceeding' } as const;
export type MentorFeedbackStatus = keyof typeof MENTOR_FEEDBACK_STATUS_LABELS;

/** save_or_publish: 1 a draft the mentor is still writing, 2 published to the service. */
export const SAVE_OR_PUBLISH = { draft: 1, published: 2 } as const;

/** A feedback request's status: 1 open (on creation), 2 answered (a review was published). */
export const FEEDBACK_REQUEST_STATUS = { open: 1, answered: 2 } as const;

/** What the mentor-feedback button depends on, for one user and the selected service. */
export interface MentorFeedbackEligibilityFacts {
  /** The user's role in the service. */
  role: 'admin' | 'member';
  /** The service's paid product ('QIP Portal + Mentoring'), or null when it has none. */
  productName: string | null;
  /** Remaining trial days of the service (diffTime). */
  diffTime: number;
}

/**
 * Section 6: administrators see 'Request mentor feedback' when their product name contains
 * 'mentoring' and the remaining trial is above -7, or when they have no product and the remaining
 * trial is above 0.
 */
export function canRequestMentorFeedback({ role, productName, diffTime }: MentorFeedbackEligibilityFacts): boolean {
  if (role !== 'admin') return false;
  if (productName === null) return diffTime > 0;
  return productName.toLowerCase().includes('mentoring') && diffTime > MENTORING_TRIAL_THRESHOLD_DAYS;
}

/**
 * A mentor (user type MENTOR) reviews the requests of the services that asked; they have no
 * service of their own, so the portal gives them the mentor's page and none of a service's pages.
 */
export function isMentor(user: { userType: string }): boolean {
  return user.userType === 'MENTOR';
}

/** Where a mentor's review of a request stands. */
export type ReviewProgress = 'Not started' | 'Draft' | 'Published';

export function reviewProgress(review: { save_or_publish: number } | null): ReviewProgress {
  if (!review) return 'Not started';
  return review.save_or_publish === SAVE_OR_PUBLISH.published ? 'Published' : 'Draft';
}
