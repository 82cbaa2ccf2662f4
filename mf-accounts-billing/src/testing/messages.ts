import type { Message, MessageSummary } from '@qip/shared-contracts';
import { demoUser } from '@qip/shared-ui/testing';

/** A message in the demo user's inbox, unread unless told. */
export function message(overrides: Partial<Message> = {}): Message {
  return {
    message_id: 'message-1',
    subject: 'Staff meeting',
    created_at: '2026-11-20T01:00:00.000Z',
    message_from: 'user-admin',
    message_from_name: 'Dana Whitfield',
    user_id: demoUser.id,
    read: false,
    content: '<p>Tuesday at <strong>3</strong></p>',
    ...overrides,
  };
}

/** The same message as the inbox lists it (without its content). */
export function summaryOf({ content: _content, ...summary }: Message): MessageSummary {
  return summary;
}
