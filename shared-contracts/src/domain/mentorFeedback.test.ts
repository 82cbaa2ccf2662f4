import { canRequestMentorFeedback, isMentor, reviewProgress } from './mentorFeedback';

describe('who may request mentor feedback (section 6)', () => {
  const mentoring = 'QIP Portal + Mentoring';

  it('an administrator whose product includes mentoring, until 7 days past the trial', () => {
    expect(canRequestMentorFeedback({ role: 'admin', productName: mentoring, diffTime: 20 })).toBe(true);
    expect(canRequestMentorFeedback({ role: 'admin', productName: mentoring, diffTime: -6 })).toBe(true);
    expect(canRequestMentorFeedback({ role: 'admin', productName: mentoring, diffTime: -7 })).toBe(false);
  });

  it('matches mentoring in the product name whatever its case', () => {
    expect(canRequestMentorFeedback({ role: 'admin', productName: 'MENTORING plan', diffTime: 1 })).toBe(true);
  });

  it('an administrator with no product while the trial lasts', () => {
    expect(canRequestMentorFeedback({ role: 'admin', productName: null, diffTime: 1 })).toBe(true);
    expect(canRequestMentorFeedback({ role: 'admin', productName: null, diffTime: 0 })).toBe(false);
  });

  it('never with a product without mentoring, and never a member', () => {
    expect(canRequestMentorFeedback({ role: 'admin', productName: 'QIP Portal', diffTime: 30 })).toBe(false);
    expect(canRequestMentorFeedback({ role: 'member', productName: mentoring, diffTime: 30 })).toBe(false);
    expect(canRequestMentorFeedback({ role: 'member', productName: null, diffTime: 30 })).toBe(false);
  });
});

describe('isMentor', () => {
  it('is true for users of type MENTOR only', () => {
    expect(isMentor({ userType: 'MENTOR' })).toBe(true);
    for (const userType of ['ADMIN', 'USER', 'SUPER_ADMIN']) expect(isMentor({ userType })).toBe(false);
  });
});

describe('reviewProgress', () => {
  it('is Not started without a review, Draft while saved as one, Published once published', () => {
    expect(reviewProgress(null)).toBe('Not started');
    expect(reviewProgress({ save_or_publish: 1 })).toBe('Draft');
    expect(reviewProgress({ save_or_publish: 2 })).toBe('Published');
  });
});
