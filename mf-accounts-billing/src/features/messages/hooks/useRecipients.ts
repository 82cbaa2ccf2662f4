import { usePlatform, useResource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadRecipients } from '../api/messagesApi';

/** Who the administrator may write to: the users of their account's services. */
export function useRecipients(centerId: string) {
  const { api } = usePlatform();
  const load = useCallback(() => loadRecipients(api, centerId), [api, centerId]);
  return useResource(load);
}
