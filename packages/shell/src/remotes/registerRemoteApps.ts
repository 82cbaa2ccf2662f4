import { isRemoteActive, REMOTES, stripBasePath, type PlatformProps, type PortalState } from '@qip/shared-contracts';
import { registerApplication } from 'single-spa';
import { isPublicPath } from '../routing/decideRoute';
import type { RemoteLoader } from './federationLoader';
import { createRemoteApplication } from './remoteApplication';

/**
 * One single-spa application per remote, active on the addresses the route table gives it,
 * and only where the signed-in state allows (no remote page flashes before a redirect to login).
 */
export function registerRemoteApps({
  loader,
  outlet,
  props,
  getState,
}: {
  loader: RemoteLoader;
  outlet: HTMLElement;
  props: PlatformProps;
  getState: () => PortalState;
}): void {
  for (const remote of REMOTES) {
    const application = createRemoteApplication({ remote, loader, outlet });
    registerApplication({
      name: remote.name,
      app: async () => application,
      activeWhen: (location) => {
        const path = stripBasePath(location.pathname);
        if (!isRemoteActive(remote, path)) return false;
        return getState().status === 'authenticated' ? !isPublicPath(path) : isPublicPath(path);
      },
      customProps: { ...props, name: remote.name },
    });
  }
}
