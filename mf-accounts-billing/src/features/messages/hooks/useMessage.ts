import type { Message } from '@qip/shared-contracts';
import { useAuthenticatedState, usePlatform, useResource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadMessage, markMessageRead } from '../api/messagesApi';

/**
 * One of the signed-in user's messages. Opening an unread message marks it read (spec:
 * 'Messages'), and the header's unread count follows ('messages.changed').
 */
export function useMessage(messageId: string) {
  const { api, bus } = usePlatform();
  const userId = useAuthenticatedState()?.user.id ?? null;
  const load = useCallback(async (): Promise<Message> => {
    if (!userId) throw new Error('Not signed in');
    const message = await loadMessage(api, userId, messageId);
    if (message.read) return message;
    // A failure to mark it read does not hide what was loaded: it stays unread for next time.
    try {
      await markMessageRead(api, userId, messageId);
      bus.publish('messages.changed', {});
      return { ...message, read: true };
    } catch {
      return message;
    }
  }, [api, bus, userId, messageId]);
  return useResource(load);
}
