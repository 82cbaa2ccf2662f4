import { createContext, useContext } from 'react';
import type { PortalSession } from '../session/PortalSession';

/** What only the shell's own components use: the session object (sign in, out, select). */
export interface ShellServices {
  session: PortalSession;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell() needs the ShellContext provider');
  return services;
}
