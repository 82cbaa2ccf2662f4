import {
  addCalendarMonths,
  isQipReviewDue,
  lastReviewedText,
  QIP_REVIEW_MESSAGES,
  qipReviewDueOn,
  qipReviewWarning,
} from './qipReview';

describe('the yearly QIP review', () => {
  it('adds calendar months, keeping the day or taking the month’s last', () => {
    expect(addCalendarMonths('2025-11-26', 12)).toBe('2026-11-26');
    expect(addCalendarMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addCalendarMonths('2026-12-15', 2)).toBe('2027-02-15');
  });

  it('covers twelve months from the day of the review in Sydney', () => {
    // 20:00 UTC on 25 November is already 26 November in Sydney.
    expect(qipReviewDueOn('2025-11-25T20:00:00.000Z')).toBe('2026-11-26');
  });

  it('is due when there has never been a review', () => {
    expect(isQipReviewDue(null, new Date('2026-01-01T00:00:00Z'))).toBe(true);
    expect(qipReviewWarning(null, new Date('2026-01-01T00:00:00Z'))).toBe(QIP_REVIEW_MESSAGES.never);
  });

  it('is not due on the last day of the twelve months, and is due the day after', () => {
    const reviewed = '2025-11-26T01:00:00.000Z';
    expect(isQipReviewDue(reviewed, new Date('2026-11-26T01:00:00Z'))).toBe(false);
    expect(qipReviewWarning(reviewed, new Date('2026-11-26T01:00:00Z'))).toBeNull();
    expect(isQipReviewDue(reviewed, new Date('2026-11-27T01:00:00Z'))).toBe(true);
    expect(qipReviewWarning(reviewed, new Date('2026-11-27T01:00:00Z'))).toBe(QIP_REVIEW_MESSAGES.overdue);
  });

  it('says when and by whom, as a date in Sydney', () => {
    expect(lastReviewedText({ reviewedAt: '2026-03-01T22:30:00.000Z', reviewerName: 'Dana Director' })).toBe(
      'Last reviewed 02/03/2026 by Dana Director',
    );
  });
});
