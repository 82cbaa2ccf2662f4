import type { MessageCounts, MessageRecipient, MessageSummary, Message } from '@qip/shared-contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, MessagesTable } from '../../db/schema';

// The inbox's queries: one user's messages, their counts, marking read, deleting; and who an
// administrator may write to.

type MessageRow = Selectable<MessagesTable>;

function summaryOf(row: Omit<MessageRow, 'content'>): MessageSummary {
  return {
    message_id: row.id,
    subject: row.subject,
    created_at: row.created_at,
    message_from: row.message_from,
    message_from_name: row.message_from_name,
    user_id: row.user_id,
    read: Number(row.read) === 1,
  };
}

const SUMMARY_COLUMNS = [
  'id',
  'user_id',
  'subject',
  'message_from',
  'message_from_name',
  'read',
  'created_at',
] as const;

export async function messageCounts(db: Kysely<Database>, userId: string): Promise<MessageCounts> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('inbox'),
      eb.fn.sum<number | string | null>(eb.case().when('read', '=', 0).then(1).else(0).end()).as('unread'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { inboxCount: Number(row?.inbox ?? 0), unreadCount: Number(row?.unread ?? 0) };
}

/** A page of the user's messages, newest first. */
export async function messagePage(
  db: Kysely<Database>,
  userId: string,
  page: number,
  pageSize: number,
): Promise<MessageSummary[]> {
  const rows = await db
    .selectFrom('messages')
    .select([...SUMMARY_COLUMNS])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return rows.map(summaryOf);
}

/** One of the user's messages, or null when they have no message of that id. */
export async function findMessage(db: Kysely<Database>, userId: string, id: string): Promise<Message | null> {
  const row = await db
    .selectFrom('messages')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? { ...summaryOf(row), content: row.content } : null;
}

/** Marks the user's message read: false when they have no message of that id. */
export async function markMessageRead(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('messages')
    .set({ read: 1 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the user's message: false when they have no message of that id. */
export async function deleteMessage(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('messages').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The users of every service of the centre's account, with the services each uses, by name. */
export async function recipientsOfAccount(db: Kysely<Database>, centerId: string): Promise<MessageRecipient[]> {
  const rows = await db
    .selectFrom('centers as selected')
    .innerJoin('centers', 'centers.account_id', 'selected.account_id')
    .innerJoin('center_users', 'center_users.center_id', 'centers.id')
    .innerJoin('users', 'users.id', 'center_users.user_id')
    .select(['users.id', 'users.name', 'users.email', 'centers.name as center_name'])
    .where('selected.id', '=', centerId)
    .orderBy('users.name')
    .orderBy('users.id')
    .orderBy('centers.name')
    .execute();
  const byUser = new Map<string, MessageRecipient>();
  for (const row of rows) {
    const recipient = byUser.get(row.id) ?? { id: row.id, name: row.name, email: row.email, services: [] };
    recipient.services.push(row.center_name);
    byUser.set(row.id, recipient);
  }
  return [...byUser.values()];
}

/** A service on a trial (no subscription) that ends after `from` and by `to`, with its account. */
export interface EndingTrial {
  center_id: string;
  center_name: string;
  account_id: string;
  trial_ends_at: string;
}

export async function trialsEndingBetween(db: Kysely<Database>, from: string, to: string): Promise<EndingTrial[]> {
  const rows = await db
    .selectFrom('centers')
    .leftJoin('subscriptions', 'subscriptions.center_id', 'centers.id')
    .select(['centers.id', 'centers.name', 'centers.account_id', 'centers.trial_ends_at'])
    .where('subscriptions.id', 'is', null)
    .where('centers.trial_ends_at', '>', from)
    .where('centers.trial_ends_at', '<=', to)
    .orderBy('centers.trial_ends_at')
    .orderBy('centers.id')
    .execute();
  return rows.flatMap((row) =>
    row.trial_ends_at
      ? [{ center_id: row.id, center_name: row.name, account_id: row.account_id, trial_ends_at: row.trial_ends_at }]
      : [],
  );
}
