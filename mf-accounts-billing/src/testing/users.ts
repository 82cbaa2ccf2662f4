import type { UserListItem } from '@qip/shared-contracts';
import { demoUser } from '@qip/shared-ui/testing';

// The user list answers the account area's tests share.

export function userListItem(overrides: Partial<UserListItem> = {}): UserListItem {
  return {
    id: 'user-educator',
    name: 'Eddie Educator',
    email: 'educator@sunshine.test',
    role: 'member',
    centerIds: ['center-paddington'],
    invitationPending: false,
    ...overrides,
  };
}

/** The director (an administrator, the signed-in demo user) and a member. */
export const demoUserList = (): UserListItem[] => [
  userListItem({ id: demoUser.id, name: demoUser.name, email: demoUser.email, role: 'admin' }),
  userListItem(),
];
