import { useAuthenticatedState, useBusEvent, usePlatform, useResource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadInbox } from '../api/messagesApi';

/** A page of the signed-in user's inbox with its counts; reloads when messages change elsewhere. */
export function useInbox(page: number) {
  const { api } = usePlatform();
  const userId = useAuthenticatedState()?.user.id ?? null;
  const load = useCallback(
    () => (userId ? loadInbox(api, userId, page) : Promise.reject(new Error('Not signed in'))),
    [api, userId, page],
  );
  const inbox = useResource(load);
  const { reload } = inbox;
  useBusEvent('messages.changed', () => void reload());
  return inbox;
}
