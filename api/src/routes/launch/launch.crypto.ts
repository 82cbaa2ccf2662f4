import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { z } from 'zod';

// The secrets of launch links. The plain variant carries a one-time random token; the
// encrypted variant carries the same fields sealed with AES-256-GCM (`auth`), an HMAC of the
// sealed text (`authHash`) and an HMAC of the token (`tokenHash`), keyed from the shared secret.

/** A new one-time link token (256 random bits). */
export function newLaunchToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a copy of the database opens nothing. */
export function hashLaunchToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function derivedKey(secret: string, purpose: 'auth-encryption' | 'auth-signature'): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'qip-launch-link', purpose, 32));
}

/** HMAC-SHA256 of `value` under the shared secret, base64url. */
export function launchHmac(secret: string, value: string): string {
  return createHmac('sha256', derivedKey(secret, 'auth-signature')).update(value).digest('base64url');
}

/** Compares two hashes in constant time. */
export function sameHash(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Seals `payload` as `iv.ciphertext.tag` (base64url parts). */
export function sealLaunchPayload(secret: string, payload: object): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(secret, 'auth-encryption'), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The payload `sealLaunchPayload` sealed, or null when it was not sealed with this secret. */
export function openLaunchPayload(secret: string, auth: string): unknown {
  const [iv, sealed, tag] = auth.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !sealed || !tag || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', derivedKey(secret, 'auth-encryption'), iv);
    decipher.setAuthTag(tag);
    const json = Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}

/** What the encrypted variant seals: the plain variant's fields. */
export const SealedLaunchSchema = z.object({
  userId: z.string(),
  centerId: z.string().nullable(),
  stripeId: z.string().nullable(),
  accessToken: z.string(),
  counter: z.string(),
});
export type LaunchFields = z.infer<typeof SealedLaunchSchema>;
