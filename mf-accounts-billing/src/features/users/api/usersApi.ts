import {
  endpoints,
  RETRY_POLICIES,
  type ApiClient,
  type CreateUserBody,
  type UpdateUserBody,
  type User,
  type UserListItem,
} from '@qip/shared-contracts';

// The user calls of spec section 7. Loads are retried as the account area's data fetches are.

/** The users of the services (the administrator's own). */
export function loadUsers(api: ApiClient, centerIds: readonly string[]): Promise<UserListItem[]> {
  const [first, ...rest] = centerIds;
  if (!first) return Promise.resolve([]);
  return api.call(
    endpoints.users.list,
    { body: { center_id: first, ...(rest.length > 0 ? { center_ids: rest } : {}) } },
    { retry: RETRY_POLICIES.accountData },
  );
}

export function loadUser(api: ApiClient, id: string): Promise<User> {
  return api.call(endpoints.users.byId, { params: { id } }, { retry: RETRY_POLICIES.accountData });
}

/** Invites a new member: they are mailed a link to set their own password. */
export function createUser(api: ApiClient, body: CreateUserBody): Promise<User> {
  return api.call(endpoints.users.create, { body });
}

export function updateUser(api: ApiClient, id: string, body: UpdateUserBody): Promise<User> {
  return api.call(endpoints.users.update, { params: { id }, body });
}

export function removeUser(api: ApiClient, body: { userId: string; centerId: string; adminId: string }) {
  return api.call(endpoints.users.remove, {
    body: { user_id: body.userId, center_id: body.centerId, admin_id: body.adminId },
  });
}

/** The in-app change of your own password (your other sessions end). */
export function changeOwnPassword(api: ApiClient, userId: string, password: string) {
  return api.call(endpoints.passwords.resetConfirm, { body: { user_id: userId, password } });
}

/** Mails someone a reset link (an administrator never types another person's password). */
export function sendResetLink(api: ApiClient, email: string) {
  return api.call(endpoints.passwords.resetRequest, { body: { email } });
}
