import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../lib/ids';
import { isoNow } from '../lib/time';

// The one writer of messages into inboxes: an administrator's compose (routes/messages) and the
// portal's own notices (shared/inbox.ts, used by tasks, mentor feedback and billing) both go here.

export interface MessageToWrite {
  /** The recipients' user ids: one message each. */
  userIds: readonly string[];
  subject: string;
  /** Sanitised HTML. */
  content: string;
  /** The sender's user id; null for the portal's own notices. */
  fromId: string | null;
  fromName: string;
}

/** Puts the message into each recipient's inbox, unread; answers the new messages' ids. */
export async function insertMessages(db: Kysely<Database>, message: MessageToWrite, now: Date): Promise<string[]> {
  const userIds = [...new Set(message.userIds)];
  if (userIds.length === 0) return [];
  const createdAt = isoNow(now);
  const rows = userIds.map((userId) => ({ id: newId(), userId }));
  await db
    .insertInto('messages')
    .values(
      rows.map(({ id, userId }) => ({
        id,
        user_id: userId,
        subject: message.subject,
        content: message.content,
        message_from: message.fromId,
        message_from_name: message.fromName,
        read: 0,
        created_at: createdAt,
      })),
    )
    .execute();
  return rows.map((row) => row.id);
}
