import { canRequestMentorFeedback } from './mentorFeedback';

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
