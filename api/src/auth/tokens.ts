import { randomUUID, webcrypto } from 'node:crypto';
import type { AccessTokenClaims } from '@qip/shared-contracts';
import { SignJWT, jwtVerify, errors } from 'jose';
import { createVerifiedTokens } from './verifiedTokens';

const ISSUER = 'qip-portal-api';
const ALGORITHM = 'HS256';

/** What a new access token names: the user, the client, a viewer session, the user's session version. */
export interface SessionClaims {
  userId: string;
  clientId: string;
  viewer?: boolean;
  /** The user's `session_version` when the token is issued (0 when not given). */
  sessionVersion?: number;
}

export interface TokenSigner {
  /** A new session: each token gets its own session id (`sid`). */
  sign(claims: SessionClaims, ttlSeconds: number): Promise<string>;
  /** The claims of a valid token, or null when it is invalid or expired. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

export function createTokenSigner(secret: string): TokenSigner {
  // Imported once: given the secret's bytes, jose imported a key on every call. Imported on the
  // first token rather than at the start, where loading Web Crypto cost some 10 ms (issue 18).
  let imported: Promise<CryptoKey> | undefined;
  const key = () =>
    (imported ??= webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ));
  const verified = createVerifiedTokens();
  return {
    async sign({ userId, clientId, viewer, sessionVersion }, ttlSeconds) {
      // The key first: the token's time is taken once it can be signed, not before the import.
      const signingKey = await key();
      const claims = { client_id: clientId, sv: sessionVersion ?? 0, sid: randomUUID() };
      const jwt = new SignJWT({ ...claims, ...(viewer ? { viewer: true } : {}) })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`);
      return jwt.sign(signingKey);
    },
    async verify(token) {
      const known = verified.get(token, Date.now());
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, await key(), { issuer: ISSUER, algorithms: [ALGORITHM] });
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
        const claims = payload as unknown as AccessTokenClaims;
        verified.remember(token, Object.freeze(claims));
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
