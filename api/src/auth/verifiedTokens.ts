import type { AccessTokenClaims } from '@qip/shared-contracts';
import { LRUCache } from 'lru-cache';

/** Enough for every session signed in at once on a busy process. */
const KEPT_TOKENS = 10_000;

/** Whether a token's expiry has passed at `nowMs`, as jose's jwtVerify tells (expired at `exp` seconds). */
export const hasExpired = (claims: Pick<AccessTokenClaims, 'exp'>, nowMs: number): boolean =>
  claims.exp <= Math.floor(nowMs / 1000);

/**
 * The claims of tokens whose signature was verified, by the token's text: a token's signature is
 * valid or not for good (the key does not change while the process runs), so each is checked
 * once, not on every request (a tenth of a short request's time). Only its expiry is checked
 * each time; a session ended since (a password change, the user removed) is refused by the user's row,
 * which is read on every request. Never holds a token that failed.
 */
export function createVerifiedTokens(limit = KEPT_TOKENS) {
  const kept = new LRUCache<string, AccessTokenClaims>({ max: limit });
  return {
    /** The claims of a token verified before and not expired now, or undefined (verify it). */
    get(token: string, nowMs: number): AccessTokenClaims | undefined {
      const claims = kept.get(token);
      if (!claims) return undefined;
      if (hasExpired(claims, nowMs)) {
        kept.delete(token);
        return undefined;
      }
      return claims;
    },
    remember(token: string, claims: AccessTokenClaims): void {
      kept.set(token, claims);
    },
  };
}
