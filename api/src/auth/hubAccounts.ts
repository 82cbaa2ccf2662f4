import type { UserRow } from '../db/schema';

/** A SUPER_ADMIN works in the management hub: the portal never signs one in, whatever the token. */
export function isHubAccount(user: Pick<UserRow, 'user_type'>): boolean {
  return user.user_type === 'SUPER_ADMIN';
}
