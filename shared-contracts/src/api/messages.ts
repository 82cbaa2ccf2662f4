import { z } from 'zod';
import { MESSAGE_CONTENT_MAX, MESSAGE_SUBJECT_MAX, MESSAGE_TEXTS, MESSAGES_PAGE_SIZE } from '../domain/messages';
import { defineEndpoint } from '../http/endpoint';
import { DateTimeSchema, IdSchema, OkSchema, requiredText } from './common';

// Messages (assessment spec: 'Messages, support, invoices', the Message entity and the message
// calls): a user's inbox of messages from administrators and from the portal itself. The calls
// carry the spec's user_id; the API serves only the caller's own messages (another user_id: 403).

/** A message as the inbox lists it (the spec's Message without its content). */
export const MessageSummarySchema = z.object({
  message_id: IdSchema,
  subject: z.string(),
  created_at: DateTimeSchema,
  /** The sender's user id; null for the portal's own notices. */
  message_from: IdSchema.nullable(),
  message_from_name: z.string(),
  user_id: IdSchema,
  read: z.boolean(),
});
export type MessageSummary = z.infer<typeof MessageSummarySchema>;

/** A whole message: its content is HTML the API sanitised (render it with SafeHtml). */
export const MessageSchema = MessageSummarySchema.extend({ content: z.string() });
export type Message = z.infer<typeof MessageSchema>;

/** The spec: the list also gives inboxCount and unreadCount. */
export const MessageCountsSchema = z.object({
  inboxCount: z.number().int(),
  unreadCount: z.number().int(),
});
export type MessageCounts = z.infer<typeof MessageCountsSchema>;

export const MessageInboxSchema = MessageCountsSchema.extend({
  messages: z.array(MessageSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MessageInbox = z.infer<typeof MessageInboxSchema>;

const UserBodySchema = z.object({ user_id: IdSchema });

export const MessageInboxQuerySchema = UserBodySchema.extend({
  page: z.number().int().min(1).max(100_000).optional().default(1),
});
export type MessageInboxQuery = z.input<typeof MessageInboxQuerySchema>;

/** POST /api/message-view and /api/message-delete-unread: the spec's id and user_id. */
export const MessageRefSchema = UserBodySchema.extend({ id: IdSchema });
export type MessageRef = z.input<typeof MessageRefSchema>;

/** DELETE /api/message-delete: the spec's message_id and user_id. */
export const MessageDeleteSchema = UserBodySchema.extend({ message_id: IdSchema });
export type MessageDelete = z.input<typeof MessageDeleteSchema>;

/** Someone an administrator may write to: a user of one of their account's services. */
export const MessageRecipientSchema = z.object({
  id: IdSchema,
  name: z.string(),
  email: z.string(),
  /** The names of the account's services they use. */
  services: z.array(z.string()),
});
export type MessageRecipient = z.infer<typeof MessageRecipientSchema>;

/**
 * What an administrator sends (beyond the spec, whose form makes no call): to every user of
 * their account's services ('all') or to the ones chosen. The content is rich text (HTML) the
 * API sanitises.
 */
export const MessageComposeSchema = z.object({
  /** The service the administrator acts for: its account's users are the recipients. */
  center_id: IdSchema,
  subject: requiredText(MESSAGE_SUBJECT_MAX),
  content: z
    .string({ message: MESSAGE_TEXTS.contentRequired })
    .trim()
    .min(1, MESSAGE_TEXTS.contentRequired)
    .max(MESSAGE_CONTENT_MAX, `Must be at most ${MESSAGE_CONTENT_MAX} characters.`),
  recipients: z.union([z.literal('all'), z.array(IdSchema).min(1, MESSAGE_TEXTS.chooseRecipients).max(500)], {
    message: MESSAGE_TEXTS.chooseRecipients,
  }),
});
export type MessageCompose = z.input<typeof MessageComposeSchema>;
/** A compose as the API receives it: trimmed. */
export type MessageComposePayload = z.output<typeof MessageComposeSchema>;

export const MessageSentSchema = z.object({ sent: z.number().int() });
export type MessageSent = z.infer<typeof MessageSentSchema>;

const OwnUser = { in: 'body', field: 'user_id', kind: 'self' } as const;

export const messageEndpoints = {
  counts: defineEndpoint({
    method: 'POST',
    path: '/api/message-inbox-unread',
    access: 'user',
    summary: "The caller's inbox and unread counts (the header's Messages link)",
    tags: ['messages'],
    live: { none: 'a read (POST per the spec)' },
    body: UserBodySchema,
    response: MessageCountsSchema,
    tenancy: { owned: [OwnUser] },
  }),
  inbox: defineEndpoint({
    method: 'POST',
    path: '/api/message-inbox',
    access: 'user',
    summary: `A page of the caller's messages, newest first (${MESSAGES_PAGE_SIZE} a page), with the counts`,
    tags: ['messages'],
    live: { none: 'a read (POST per the spec)' },
    body: MessageInboxQuerySchema,
    response: MessageInboxSchema,
    tenancy: { owned: [OwnUser] },
  }),
  view: defineEndpoint({
    method: 'POST',
    path: '/api/message-view',
    access: 'user',
    summary: "One of the caller's messages with its content",
    tags: ['messages'],
    live: { none: "a user's own inbox" },
    body: MessageRefSchema,
    response: MessageSchema,
    tenancy: { owned: [{ in: 'body', field: 'id', kind: 'message' }, OwnUser] },
  }),
  markRead: defineEndpoint({
    method: 'POST',
    path: '/api/message-delete-unread',
    access: 'user',
    summary: "Mark one of the caller's messages read (opening an unread message does this)",
    tags: ['messages'],
    live: { none: "a user's own inbox" },
    body: MessageRefSchema,
    response: MessageCountsSchema,
    tenancy: { owned: [{ in: 'body', field: 'id', kind: 'message' }, OwnUser] },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/message-delete',
    access: 'user',
    summary: "Delete one of the caller's messages",
    tags: ['messages'],
    live: { none: "a user's own inbox" },
    body: MessageDeleteSchema,
    response: OkSchema,
    tenancy: { owned: [{ in: 'body', field: 'message_id', kind: 'message' }, OwnUser] },
  }),
  recipients: defineEndpoint({
    method: 'GET',
    path: '/api/messages/recipients',
    access: 'user',
    summary: "Who an administrator may write to: the users of their account's services",
    tags: ['messages'],
    query: z.object({ center_id: IdSchema }),
    response: z.array(MessageRecipientSchema),
    tenancy: { owned: [{ in: 'query', field: 'center_id', kind: 'center' }], role: 'admin' },
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/messages',
    access: 'user',
    summary: "An administrator's message to the users of their account's services (all, or those chosen)",
    tags: ['messages'],
    live: { none: 'a message, shown in the inbox' },
    body: MessageComposeSchema,
    response: MessageSentSchema,
    successStatus: 201,
    tenancy: { owned: [{ in: 'body', field: 'center_id', kind: 'center' }], role: 'admin' },
    example: { body: { recipients: 'all', content: '<p>Hello from the gates</p>' } },
  }),
};
