import {
  MESSAGE_TEXTS,
  MESSAGES_PAGE_SIZE,
  type MessageComposePayload,
  type MessageCounts,
  type MessageInbox,
  type MessageSent,
  type Message,
} from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import { requireCenterAdmin, type AuthContext } from '../../auth/access';
import type { Database } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/httpError';
import { insertMessages } from '../../shared/messages.repository';
import { hasVisibleText, sanitiseRichText } from '../../shared/richText';
import {
  deleteMessage,
  findMessage,
  markMessageRead,
  messageCounts,
  messagePage,
  recipientsOfAccount,
} from './messages.repository';

// What the message calls do. The spec's calls name a user_id; only the caller's own inbox is
// ever served (another user's id is a 403, even an administrator's user's).

/** Refuses (403) a user_id that is not the caller's. */
export function requireOwnInbox(auth: AuthContext, userId: string): void {
  if (auth.user.id !== userId) throw forbidden(MESSAGE_TEXTS.notYours);
}

export async function inboxOf(
  db: Kysely<Database>,
  auth: AuthContext,
  userId: string,
  page: number,
): Promise<MessageInbox> {
  requireOwnInbox(auth, userId);
  const [counts, messages] = await Promise.all([
    messageCounts(db, userId),
    messagePage(db, userId, page, MESSAGES_PAGE_SIZE),
  ]);
  return { ...counts, messages, page, pageSize: MESSAGES_PAGE_SIZE };
}

export function countsOf(db: Kysely<Database>, auth: AuthContext, userId: string): Promise<MessageCounts> {
  requireOwnInbox(auth, userId);
  return messageCounts(db, userId);
}

export async function viewMessage(
  db: Kysely<Database>,
  auth: AuthContext,
  userId: string,
  id: string,
): Promise<Message> {
  requireOwnInbox(auth, userId);
  const message = await findMessage(db, userId, id);
  if (!message) throw notFound(MESSAGE_TEXTS.noSuchMessage);
  return message;
}

/** Marks the message read and answers the new counts (the header's badge follows). */
export async function markRead(
  db: Kysely<Database>,
  auth: AuthContext,
  userId: string,
  id: string,
): Promise<MessageCounts> {
  requireOwnInbox(auth, userId);
  if (!(await markMessageRead(db, userId, id))) throw notFound(MESSAGE_TEXTS.noSuchMessage);
  return messageCounts(db, userId);
}

export async function removeMessage(
  db: Kysely<Database>,
  auth: AuthContext,
  userId: string,
  id: string,
): Promise<void> {
  requireOwnInbox(auth, userId);
  if (!(await deleteMessage(db, userId, id))) throw notFound(MESSAGE_TEXTS.noSuchMessage);
}

export async function recipientsFor(db: Kysely<Database>, auth: AuthContext, centerId: string) {
  await requireCenterAdmin(db, auth, centerId);
  return (await recipientsOfAccount(db, centerId)).filter((recipient) => recipient.id !== auth.user.id);
}

/**
 * An administrator's message (beyond the spec): to everyone of their account's services but
 * themselves, or to those chosen among them (anyone else: 400 naming recipients). The content is
 * sanitised; content with no visible text is refused. It sends no mail: the recipient's header
 * shows the unread count.
 */
export async function sendMessage(
  db: Kysely<Database>,
  auth: AuthContext,
  body: MessageComposePayload,
  now: Date,
): Promise<MessageSent> {
  await requireCenterAdmin(db, auth, body.center_id);
  const content = await sanitiseRichText(body.content);
  if (!(await hasVisibleText(content))) {
    throw badRequest(`content: ${MESSAGE_TEXTS.contentRequired}`, [
      { field: 'body.content', message: MESSAGE_TEXTS.contentRequired },
    ]);
  }
  const allowed = new Set((await recipientsFor(db, auth, body.center_id)).map((recipient) => recipient.id));
  const chosen = body.recipients === 'all' ? [...allowed] : body.recipients;
  if (chosen.some((id) => !allowed.has(id))) {
    throw badRequest(`recipients: ${MESSAGE_TEXTS.notARecipient}`, [
      { field: 'body.recipients', message: MESSAGE_TEXTS.notARecipient },
    ]);
  }
  if (chosen.length === 0) {
    throw badRequest(`recipients: ${MESSAGE_TEXTS.chooseRecipients}`, [
      { field: 'body.recipients', message: MESSAGE_TEXTS.chooseRecipients },
    ]);
  }
  const ids = await insertMessages(
    db,
    { userIds: chosen, subject: body.subject, content, fromId: auth.user.id, fromName: auth.user.name },
    now,
  );
  return { sent: ids.length };
}
