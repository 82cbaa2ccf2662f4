import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_LINK_TTL_SECONDS, PATHS, type PasswordLinkPurpose } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../lib/ids';
import { isoNow } from '../lib/time';
import { insertPasswordLink } from './passwordLinks.repository';

// Single-use links to set a password: a random token goes in the mail, only its SHA-256 is stored,
// and it expires (a reset in an hour, an invitation in a week).

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The page a link opens: the set-password page with the token (an invitation adds `?invite=1`,
 * so the page welcomes the new user instead of speaking of a reset).
 */
export function passwordLinkUrl(portalOrigin: string, token: string, purpose: PasswordLinkPurpose): string {
  const page = `${portalOrigin}${PATHS.forgotPassword}/${encodeURIComponent(token)}`;
  return purpose === 'invitation' ? `${page}?invite=1` : page;
}

/** Stores a new link for the user and answers its token (to be mailed, never stored). */
export async function createPasswordLink(
  db: Kysely<Database>,
  userId: string,
  purpose: PasswordLinkPurpose,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertPasswordLink(db, {
    id: newId(),
    user_id: userId,
    purpose,
    token_hash: hashLinkToken(token),
    expires_at: isoNow(new Date(now.getTime() + PASSWORD_LINK_TTL_SECONDS[purpose] * 1000)),
    used_at: null,
    created_at: isoNow(now),
  });
  return token;
}
