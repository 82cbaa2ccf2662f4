import { usePlatform, useResource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadUser, loadUsers } from '../api/usersApi';

/** The users of the administrator's services. */
export function useUserList(centerIds: readonly string[]) {
  const { api } = usePlatform();
  const key = centerIds.join(',');
  // The ids as text, so a new array with the same services does not load again.
  const load = useCallback(() => loadUsers(api, key ? key.split(',') : []), [api, key]);
  return useResource(load);
}

export function useUser(id: string) {
  const { api } = usePlatform();
  return useResource(useCallback(() => loadUser(api, id), [api, id]));
}
