import { calendarDateIn, formatInstantDate, PORTAL_TIME_ZONE } from './dates';

// The yearly review of a service's QIP (Education and Care Services National Regulations 55 and
// 56: the approved provider reviews and revises the QIP at least once a year). Who may record a
// review, and when the dashboard warns that one is due.

/** A QIP is reviewed at least this often. */
export const QIP_REVIEW_INTERVAL_MONTHS = 12;

/** The note a reviewer may add ('Reviewed with the team at the staff meeting'). */
export const QIP_REVIEW_NOTE_MAX = 500;

/** Wording of the review card and the documents (the specs are silent: beyond the spec). */
export const QIP_REVIEW_MESSAGES = {
  heading: 'Yearly QIP review',
  button: 'Mark QIP reviewed',
  confirmTitle: 'Mark your QIP reviewed?',
  confirmText:
    'This records today as the date of your QIP review, with your name. Regulations 55 and 56 require the QIP to be reviewed and revised at least once a year.',
  noteLabel: 'Note (optional)',
  recorded: 'QIP review recorded.',
  failed: 'The review could not be recorded. Please try again.',
  overdue:
    'Your QIP has not been reviewed in the last 12 months. Regulation 56 requires a review at least once a year.',
  never: 'Your QIP has not been reviewed yet. Regulation 56 requires a review at least once a year.',
  adminOnly: 'Only an administrator of this service can mark its QIP reviewed.',
  notReviewed: 'This QIP has not been reviewed yet.',
  loadFailed: 'The date of the last review could not be loaded.',
} as const;

/** The date `months` calendar months after a date (YYYY-MM-DD); a day the month lacks becomes its last day. */
export function addCalendarMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The last day a review made at the instant covers (in Sydney, where the services are). */
export function qipReviewDueOn(reviewedAt: string): string {
  return addCalendarMonths(calendarDateIn(new Date(reviewedAt), PORTAL_TIME_ZONE), QIP_REVIEW_INTERVAL_MONTHS);
}

/**
 * A review is due when there has never been one, or when the last is more than 12 months old:
 * reviewed on 26/11/2025, the QIP is overdue from 27/11/2026 (today in Sydney).
 */
export function isQipReviewDue(lastReviewedAt: string | null, now: Date): boolean {
  if (lastReviewedAt === null) return true;
  return calendarDateIn(now, PORTAL_TIME_ZONE) > qipReviewDueOn(lastReviewedAt);
}

/** 'Last reviewed 26/11/2026 by Dana Director'. */
export function lastReviewedText(review: { reviewedAt: string; reviewerName: string }): string {
  return `Last reviewed ${formatInstantDate(review.reviewedAt)} by ${review.reviewerName}`;
}

/** The warning the dashboard shows, or null while the last review is recent. */
export function qipReviewWarning(lastReviewedAt: string | null, now: Date): string | null {
  if (lastReviewedAt === null) return QIP_REVIEW_MESSAGES.never;
  return isQipReviewDue(lastReviewedAt, now) ? QIP_REVIEW_MESSAGES.overdue : null;
}
