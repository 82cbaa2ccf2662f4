// Messages (assessment spec: 'Messages, support, invoices', the Message entity, 'Messages'): the
// inbox's page size, its wording, who the portal's own notices come from, and the header's label.

/** Spec: page sizes, messages 24. */
export const MESSAGES_PAGE_SIZE = 24;

/** The sender name of the notices the portal itself writes (a task assigned, a trial ending). */
export const PORTAL_SENDER_NAME = 'QIP Portal';

/** A subject and a message's content: the API refuses longer ones. */
export const MESSAGE_SUBJECT_MAX = 255;
export const MESSAGE_CONTENT_MAX = 20_000;

/** A trial ending in this many days brings its administrators a notice (beyond the spec). */
export const TRIAL_ENDING_NOTICE_DAYS = 7;

export const MESSAGE_TEXTS = {
  /** Spec: the confirmation once a message is deleted. */
  deleted: 'Message is now deleted',
  confirmDelete: 'Do you wish to delete this message?',
  sent: 'Message sent.',
  notYours: 'You can only read your own messages.',
  noSuchMessage: 'There is no such message.',
  onlyAdmins: 'Only an administrator of this service can send messages.',
  contentRequired: 'This field is required.',
  chooseRecipients: 'Choose at least one recipient.',
  notARecipient: 'Messages go only to the users of your services.',
} as const;

/** What the header's Messages link adds to its name for a screen reader: ', 2 unread', or nothing. */
export function unreadNameSuffix(unreadCount: number): string {
  return unreadCount > 0 ? `, ${unreadCount} unread` : '';
}

/** The header's Messages link as a screen reader says it: 'Messages', or 'Messages, 2 unread'. */
export function messagesLinkLabel(unreadCount: number): string {
  return `Messages${unreadNameSuffix(unreadCount)}`;
}

/** What the header's badge shows: nothing at 0, the count up to 99, then '99+'. */
export function unreadBadgeText(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > 99 ? '99+' : String(unreadCount);
}
