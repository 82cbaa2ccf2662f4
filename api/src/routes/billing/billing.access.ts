import type { Kysely } from 'kysely';
import { requireCanSeeUser, requireCenterAdmin, type AuthContext } from '../../auth/access';
import type { AccountRow, Database } from '../../db/schema';
import { forbidden, notFound } from '../../http/httpError';
import { findUser } from '../../shared/users.repository';
import { findAccount, findCenter } from './billing.repository';

export const ONLY_ADMINISTRATORS_BILL = 'Only an administrator of this account can manage its billing.';

/** Refuses (403) anyone but an administrator of the account. */
export async function requireAccountAdministrator(
  db: Kysely<Database>,
  auth: AuthContext,
  accountId: string | null,
): Promise<AccountRow> {
  if (auth.user.user_type !== 'ADMIN' || !accountId || auth.user.account_id !== accountId) {
    throw forbidden(ONLY_ADMINISTRATORS_BILL);
  }
  const account = await findAccount(db, accountId);
  if (!account) throw forbidden(ONLY_ADMINISTRATORS_BILL);
  return account;
}

/** The account a user id of a billing call names, for an administrator of it (403 otherwise). */
export async function accountOfUser(db: Kysely<Database>, auth: AuthContext, userId: string): Promise<AccountRow> {
  await requireCanSeeUser(db, auth, userId);
  const user = await findUser(db, userId);
  return requireAccountAdministrator(db, auth, user?.account_id ?? null);
}

/** The service a billing call names and its account, for an administrator of both (403 otherwise). */
export async function centerOfAdministrator(db: Kysely<Database>, auth: AuthContext, centerId: string) {
  await requireCenterAdmin(db, auth, centerId);
  const center = await findCenter(db, centerId);
  if (!center) throw notFound('There is no such service.');
  const account = await requireAccountAdministrator(db, auth, center.account_id);
  return { center, account };
}
