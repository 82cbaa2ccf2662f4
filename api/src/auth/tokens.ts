import type { AccessTokenClaims } from '@qip/shared-contracts';
import { SignJWT, jwtVerify, errors } from 'jose';

const ISSUER = 'qip-portal-api';
const ALGORITHM = 'HS256';

export interface TokenSigner {
  sign(claims: { userId: string; clientId: string; viewer?: boolean }, ttlSeconds: number): Promise<string>;
  /** The claims of a valid token, or null when it is invalid or expired. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, clientId, viewer }, ttlSeconds) {
      const jwt = new SignJWT({ client_id: clientId, ...(viewer ? { viewer: true } : {}) })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`);
      return jwt.sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: [ALGORITHM] });
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
        return payload as unknown as AccessTokenClaims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
