import type { User } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';

// Users as several groups read and answer them: users, subscriptions (user_details) and launch.

/** A user by id, or undefined when there is none. */
export function findUser(db: Kysely<Database>, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** An account's administrators, the first (who made the account) first: billing mails go to them. */
export function accountAdministrators(db: Kysely<Database>, accountId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('account_id', '=', accountId)
    .where('user_type', '=', 'ADMIN')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The payment-provider customer id of an account, or null (a trial account, or no account). */
export async function stripeIdOf(db: Kysely<Database>, accountId: string | null): Promise<string | null> {
  if (!accountId) return null;
  const account = await db
    .selectFrom('accounts')
    .select('stripe_customer_id')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return account?.stripe_customer_id ?? null;
}

/** A user as the API answers it: with their account, administrator and centres. */
export async function toUserDto(db: Kysely<Database>, user: UserRow): Promise<User> {
  const account = user.account_id
    ? await db.selectFrom('accounts').selectAll().where('id', '=', user.account_id).executeTakeFirst()
    : undefined;
  const admin = user.account_id
    ? await db
        .selectFrom('users')
        .select('id')
        .where('account_id', '=', user.account_id)
        .where('user_type', '=', 'ADMIN')
        .orderBy('created_at')
        .executeTakeFirst()
    : undefined;
  const centers = await db
    .selectFrom('center_users')
    .innerJoin('centers', 'centers.id', 'center_users.center_id')
    .select('centers.id')
    .where('center_users.user_id', '=', user.id)
    .orderBy('centers.name')
    .execute();
  const centerIds = centers.map((center) => center.id);

  return {
    id: user.id,
    username: user.email,
    name: user.name,
    email: user.email,
    userType: user.user_type,
    role: user.user_type === 'ADMIN' ? 'admin' : 'member',
    stripeId: account?.stripe_customer_id ?? null,
    adminId: admin?.id ?? null,
    accountId: account?.id ?? null,
    accountName: account?.name ?? null,
    centerId: centerIds[0] ?? null,
    centerIds,
    phone: user.phone,
    streetAddress: user.street_address,
    suburb: user.suburb,
    state: user.state,
    postalCode: user.postal_code,
    telNum: user.tel_num,
    mobileNum: user.mobile_num,
    additionalEmail: user.additional_email,
    createdAt: user.created_at,
  };
}
