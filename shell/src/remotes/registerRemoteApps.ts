import { isRemoteActive, REMOTES, stripBasePath, type PlatformProps, type PortalState } from '@qip/shared-contracts';
import { registerApplication } from 'single-spa';
import { decideRoute } from '../routing/decideRoute';
import type { RemoteLoader } from './federationLoader';
import { createRemoteApplication } from './remoteApplication';

/**
 * One single-spa application per remote, active on the addresses the route table gives it,
 * and only where the shell's routing shows a remote page: never before a redirect to login, and
 * never behind a payment or trial guard (so a blocked page does not even load its data).
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
      app: () => Promise.resolve(application),
      activeWhen: (location) =>
        isRemoteActive(remote, stripBasePath(location.pathname)) &&
        decideRoute(location.pathname, getState()).kind === 'remote',
      customProps: { ...props, name: remote.name },
    });
  }
}
