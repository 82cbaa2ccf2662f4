import { describeWait, rateLimitedMessage } from './rateLimits';

describe('describeWait', () => {
  it.each([
    [0.2, '1 second'],
    [1, '1 second'],
    [45, '45 seconds'],
    [59.5, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [14 * 60 + 1, '15 minutes'],
    [3600, '60 minutes'],
  ])('%s seconds reads as %s', (seconds, words) => {
    expect(describeWait(seconds)).toBe(words);
  });
});

describe('rateLimitedMessage', () => {
  it('tells a signing-in user how long to wait', () => {
    expect(rateLimitedMessage('login', 900)).toBe('Too many attempts. Please wait 15 minutes before trying again.');
  });

  it('tells a user sending mail how long to wait', () => {
    expect(rateLimitedMessage('sendsMail', 30)).toBe(
      'Too many requests. Please wait 30 seconds before sending another.',
    );
  });
});
