import { createContext, useContext } from 'react';
import type { LiveConnection, LiveConnectionOptions } from '../live/liveConnection';
import type { PortalSession } from '../session/PortalSession';

/** What only the shell's own components use. */
export interface ShellServices {
  /** The session object: sign in and out, select a service, open a launch link. */
  session: PortalSession;
  /**
   * Loads another page in full: the portal again after switching service (the spec reloads),
   * the hub, or the target of a launch link. Tests watch it instead of the browser leaving.
   */
  leave: (url: string) => void;
  /** Opens the live stream of a service's changes (tests give a fake). */
  connectLive: (options: LiveConnectionOptions) => LiveConnection;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell() needs the ShellContext provider');
  return services;
}

/** The browser's own full-page navigation. */
export const leaveForReal = (url: string) => window.location.assign(url);
