import type { Migration } from 'kysely';
import * as m0001 from './0001_accounts_users_centers';

/**
 * Every migration, in order. Listed here (not read from a folder) so the built server carries
 * them. Add a new file with the next number and list it below.
 */
export const migrations: Record<string, Migration> = {
  '0001_accounts_users_centers': m0001,
};
