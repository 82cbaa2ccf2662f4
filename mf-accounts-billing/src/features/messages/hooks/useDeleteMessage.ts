import { MESSAGE_TEXTS, refusalMessage } from '@qip/shared-contracts';
import { useAuthenticatedState, usePlatform } from '@qip/shared-ui';
import { useCallback } from 'react';
import { deleteMessage } from '../api/messagesApi';

const DELETE_FAILED = 'The message could not be deleted. Please try again.';

/** Deletes a message: 'Message is now deleted' (spec), and the header's count follows. */
export function useDeleteMessage() {
  const { api, bus } = usePlatform();
  const userId = useAuthenticatedState()?.user.id ?? null;
  return useCallback(
    async (messageId: string): Promise<boolean> => {
      if (!userId) return false;
      try {
        await deleteMessage(api, userId, messageId);
      } catch (error) {
        bus.publish('toast', { kind: 'error', message: refusalMessage(error, DELETE_FAILED) });
        return false;
      }
      bus.publish('toast', { kind: 'success', message: MESSAGE_TEXTS.deleted });
      bus.publish('messages.changed', {});
      return true;
    },
    [api, bus, userId],
  );
}
