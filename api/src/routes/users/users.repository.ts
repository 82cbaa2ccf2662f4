import type { UserListItem } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// The users group's own queries: the user list, inviting, updating and removing users.

export async function emailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return Boolean(row);
}

/** The account a service belongs to. */
export async function accountOfCenter(db: Kysely<Database>, centerId: string): Promise<string | null> {
  const row = await db.selectFrom('centers').select('account_id').where('id', '=', centerId).executeTakeFirst();
  return row?.account_id ?? null;
}

/** A new member, invited (no password of their own yet), in the given services. */
export async function insertInvitedMember(
  db: Kysely<Database>,
  member: { id: string; accountId: string; email: string; name: string; passwordHash: string; centerIds: string[] },
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id: member.id,
        account_id: member.accountId,
        email: member.email,
        name: member.name,
        password_hash: member.passwordHash,
        user_type: 'USER',
        phone: null,
        street_address: null,
        suburb: null,
        state: null,
        postal_code: null,
        tel_num: null,
        mobile_num: null,
        additional_email: null,
        invitation_pending: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('center_users')
      .values(
        member.centerIds.map((centerId) => ({
          center_id: centerId,
          user_id: member.id,
          role: 'member' as const,
          created_at: now,
        })),
      )
      .execute();
  });
}

export async function updateUserName(db: Kysely<Database>, userId: string, name: string, now: string): Promise<void> {
  await db.updateTable('users').set({ name, updated_at: now }).where('id', '=', userId).execute();
}

/**
 * Puts the member in exactly `centerIds` among the services `managed` (those the administrator
 * administers); their memberships elsewhere stay as they are.
 */
export async function setMemberCenters(
  db: Kysely<Database>,
  change: { userId: string; managed: string[]; centerIds: string[]; now: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('center_users')
      .select('center_id')
      .where('user_id', '=', change.userId)
      .execute();
    const has = new Set(current.map((row) => row.center_id));
    const wanted = new Set(change.centerIds);
    const leave = change.managed.filter((id) => has.has(id) && !wanted.has(id));
    const join = change.centerIds.filter((id) => !has.has(id));
    if (leave.length > 0) {
      await trx
        .deleteFrom('center_users')
        .where('user_id', '=', change.userId)
        .where('center_id', 'in', leave)
        .execute();
    }
    if (join.length > 0) {
      await trx
        .insertInto('center_users')
        .values(
          join.map((centerId) => ({
            center_id: centerId,
            user_id: change.userId,
            role: 'member' as const,
            created_at: change.now,
          })),
        )
        .execute();
    }
  });
}

/** The services the user administers. */
export async function administeredCenters(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('center_users')
    .select('center_id')
    .where('user_id', '=', userId)
    .where('role', '=', 'admin')
    .execute();
  return rows.map((row) => row.center_id);
}

/**
 * Removes the user. Their work stays: tasks, answers, evidence and reports they made or were
 * given keep existing with no user (the foreign keys set it to null); their memberships,
 * launch links and password links go with them.
 */
export async function deleteUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/** The users of the services, by name, each with the listed services they belong to. */
export async function usersOfCenters(db: Kysely<Database>, centerIds: string[]): Promise<UserListItem[]> {
  const rows = await db
    .selectFrom('center_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select(['u.id', 'u.name', 'u.email', 'u.user_type', 'u.invitation_pending', 'cu.center_id'])
    .where('cu.center_id', 'in', centerIds)
    .orderBy('u.name')
    .orderBy('u.id')
    .orderBy('cu.center_id')
    .execute();
  const users = new Map<string, UserListItem>();
  for (const row of rows) {
    const user = users.get(row.id) ?? {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.user_type === 'ADMIN' ? ('admin' as const) : ('member' as const),
      centerIds: [],
      invitationPending: row.invitation_pending === 1,
    };
    user.centerIds.push(row.center_id);
    users.set(row.id, user);
  }
  return [...users.values()];
}
