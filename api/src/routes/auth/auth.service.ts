import type { Kysely } from 'kysely';
import { authenticateClient } from '../../auth/clients';
import { verifyPassword } from '../../auth/passwords';
import type { Database } from '../../db/schema';
import { OAuthError } from '../../http/httpError';
import { findCredentials } from './auth.repository';

export const WRONG_CREDENTIALS = 'The email or password is incorrect.';

/** What the password grant checks: the client, then the email and password. */
export interface PasswordGrant {
  client_id: string;
  client_secret?: string;
  username: string;
  password: string;
}

/**
 * The id of the user a password grant signs in. Refuses, as OAuth errors, a client that may not
 * sign in and a wrong email or password (the same answer for both, so emails are not revealed).
 */
export async function passwordGrantUserId(db: Kysely<Database>, grant: PasswordGrant): Promise<string> {
  if (!(await authenticateClient(db, grant.client_id, grant.client_secret))) {
    throw new OAuthError(401, 'invalid_client', 'This application is not allowed to sign in.');
  }
  const user = await findCredentials(db, grant.username.trim().toLowerCase());
  const valid = await verifyPassword(user?.password_hash ?? null, grant.password);
  if (!user || !valid) throw new OAuthError(401, 'invalid_grant', WRONG_CREDENTIALS);
  return user.id;
}
