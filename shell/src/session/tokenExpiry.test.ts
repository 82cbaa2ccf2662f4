import { fakeToken } from '../testing/renderShell';
import { isTokenExpired, tokenExpiresAt, tokenSubject } from './tokenExpiry';

describe('token expiry', () => {
  it('reads the exp claim', () => {
    const now = 1_800_000_000_000;
    expect(tokenExpiresAt(fakeToken(60, now))).toBe(now + 60_000);
    expect(isTokenExpired(fakeToken(60, now), now)).toBe(false);
    expect(isTokenExpired(fakeToken(60, now), now + 60_000)).toBe(true);
  });

  it("reads the user's id from the sub claim", () => {
    expect(tokenSubject(fakeToken(60))).toBe('user-director');
    expect(tokenSubject('garbage')).toBeNull();
  });

  it('treats an unreadable token as expired', () => {
    expect(isTokenExpired('garbage')).toBe(true);
    expect(isTokenExpired('a.!!!.c')).toBe(true);
  });
});
