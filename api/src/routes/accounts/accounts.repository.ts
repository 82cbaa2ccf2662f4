import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';

export async function emailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return Boolean(row);
}

export interface NewAccount {
  accountName: string;
  user: {
    name: string;
    email: string;
    passwordHash: string;
    phone: string;
    mobile: string | null;
    streetAddress: string | null;
    suburb: string | null;
    state: string | null;
    postalCode: string | null;
    additionalEmail: string | null;
  };
  center: { name: string; approvalNumber: string; serviceCatId: number; trialEndsAt: string };
}

/** A new account with its administrator and first service, in one transaction. */
export async function insertAccount(
  db: Kysely<Database>,
  input: NewAccount,
  now: string,
): Promise<{ userId: string; centerId: string }> {
  return db.transaction().execute(async (trx) => {
    const accountId = newId();
    const userId = newId();
    await trx
      .insertInto('accounts')
      .values({ id: accountId, name: input.accountName, stripe_customer_id: null, created_at: now })
      .execute();
    await trx
      .insertInto('users')
      .values({
        id: userId,
        account_id: accountId,
        email: input.user.email,
        name: input.user.name,
        password_hash: input.user.passwordHash,
        user_type: 'ADMIN',
        phone: input.user.phone,
        street_address: input.user.streetAddress,
        suburb: input.user.suburb,
        state: input.user.state,
        postal_code: input.user.postalCode,
        tel_num: input.user.phone,
        mobile_num: input.user.mobile,
        additional_email: input.user.additionalEmail,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const centerId = await insertCenter(trx, accountId, input.center, now);
    await trx
      .insertInto('center_users')
      .values({ center_id: centerId, user_id: userId, role: 'admin', created_at: now })
      .execute();
    return { userId, centerId };
  });
}

/** A new service of the account. */
export async function insertCenter(
  db: Kysely<Database>,
  accountId: string,
  center: { name: string; approvalNumber: string; serviceCatId: number; trialEndsAt: string | null },
  now: string,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('centers')
    .values({
      id,
      account_id: accountId,
      name: center.name,
      approval_number: center.approvalNumber,
      service_cat_id: center.serviceCatId,
      has_qip: 1,
      trial_ends_at: center.trialEndsAt,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function addAdministrator(db: Kysely<Database>, centerId: string, userId: string, now: string) {
  await db
    .insertInto('center_users')
    .values({ center_id: centerId, user_id: userId, role: 'admin', created_at: now })
    .execute();
}

/** The latest trial end among the account's services (null when none had a trial). */
export async function latestTrialEnd(db: Kysely<Database>, accountId: string): Promise<string | null> {
  const rows = await db.selectFrom('centers').select('trial_ends_at').where('account_id', '=', accountId).execute();
  const ends = rows
    .map((row) => row.trial_ends_at)
    .filter((end): end is string => end !== null)
    .sort();
  return ends.at(-1) ?? null;
}

export function findAccount(db: Kysely<Database>, accountId: string) {
  return db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
}
