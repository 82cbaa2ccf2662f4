import type { AuthenticatedPortalState, UserCenter } from '@qip/shared-contracts';

/** The services the signed-in user administers: the ones they may manage users of. */
export function administeredServices(state: AuthenticatedPortalState): UserCenter[] {
  return state.services.filter((service) => service.role === 'admin');
}

/** Whether the signed-in user is an administrator (account owner). */
export function isAdministrator(state: AuthenticatedPortalState): boolean {
  return state.user.role === 'admin';
}
