import { endpoints, type ApiClient, type MessageCompose } from '@qip/shared-contracts';

// The spec's message calls, each naming the signed-in user (the API serves only their own
// inbox), and an administrator's compose.

export function loadInbox(api: ApiClient, userId: string, page: number) {
  return api.call(endpoints.messages.inbox, { body: { user_id: userId, page } });
}

export function loadMessage(api: ApiClient, userId: string, messageId: string) {
  return api.call(endpoints.messages.view, { body: { id: messageId, user_id: userId } });
}

/** Marks the message read; answers the inbox's new counts. */
export function markMessageRead(api: ApiClient, userId: string, messageId: string) {
  return api.call(endpoints.messages.markRead, { body: { id: messageId, user_id: userId } });
}

export async function deleteMessage(api: ApiClient, userId: string, messageId: string): Promise<void> {
  await api.call(endpoints.messages.remove, { body: { message_id: messageId, user_id: userId } });
}

export function loadRecipients(api: ApiClient, centerId: string) {
  return api.call(endpoints.messages.recipients, { query: { center_id: centerId } });
}

export function sendMessage(api: ApiClient, message: MessageCompose) {
  return api.call(endpoints.messages.send, { body: message });
}
