import { useAuthenticatedState } from './PlatformContext';

export interface SelectedService {
  centerId: string;
  name: string;
  userId: string;
  userName: string;
  /** The signed-in user administers this service (admins alone remove evidence, for one). */
  isAdmin: boolean;
}

/** The service being worked on and who is signed in; null while signed out or before one is chosen. */
export function useSelectedService(): SelectedService | null {
  const state = useAuthenticatedState();
  const service = state?.selectedService;
  if (!state || !service) return null;
  return {
    centerId: service.id,
    name: service.name,
    userId: state.user.id,
    userName: state.user.name,
    isAdmin: service.role === 'admin',
  };
}
