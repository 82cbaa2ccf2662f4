import { SIGN_IN_MESSAGES } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import { authenticateClient } from '../../auth/clients';
import { isHubAccount } from '../../auth/hubAccounts';
import { verifyPassword } from '../../auth/passwords';
import type { Database } from '../../db/schema';
import { OAuthError } from '../../http/httpError';
import { findCredentials } from './auth.repository';

/** What the password grant checks: the client, then the email and password. */
export interface PasswordGrant {
  client_id: string;
  client_secret?: string;
  username: string;
  password: string;
}

/**
 * The user a password grant signs in: their id and session version. Refuses, as OAuth errors, a client that may not
 * sign in, a wrong email or password (the same answer for both, so emails are not revealed) and,
 * once the password is right, a hub account.
 */
export async function passwordGrantUser(
  db: Kysely<Database>,
  grant: PasswordGrant,
): Promise<{ userId: string; sessionVersion: number }> {
  if (!(await authenticateClient(db, grant.client_id, grant.client_secret))) {
    throw new OAuthError(401, 'invalid_client', 'This application is not allowed to sign in.');
  }
  const user = await findCredentials(db, grant.username.trim().toLowerCase());
  const valid = await verifyPassword(user?.password_hash ?? null, grant.password);
  if (!user || !valid) throw new OAuthError(401, 'invalid_grant', SIGN_IN_MESSAGES.wrongCredentials);
  if (isHubAccount(user)) throw new OAuthError(401, 'invalid_grant', SIGN_IN_MESSAGES.hubAccount);
  return { userId: user.id, sessionVersion: user.session_version };
}
