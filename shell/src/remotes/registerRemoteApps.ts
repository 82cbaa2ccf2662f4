import { isRemoteActive, REMOTES, stripBasePath, type PlatformProps, type PortalState } from '@qip/shared-contracts';
import { registerApplication, triggerAppChange } from 'single-spa';
import { decideRoute } from '../routing/decideRoute';
import { showsSmallScreenNotice } from '../routing/smallScreen';
import type { RemoteLoader } from './federationLoader';
import { createRemoteApplication } from './remoteApplication';

/**
 * One single-spa application per remote, active on the addresses the route table gives it,
 * and only where the shell's routing shows a remote page: never before a redirect to login,
 * never behind a payment or trial guard (so a blocked page does not even load its data), and
 * never under the small-screen notice (so nothing of it, a modal included, shows over the notice).
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
        decideRoute(location.pathname, getState()).kind === 'remote' &&
        !showsSmallScreenNotice(location.pathname, window.innerWidth),
      customProps: { ...props, name: remote.name },
    });
  }
}

/**
 * A remote's activity also depends on the window's width (the small-screen notice), and a resize
 * is not a navigation single-spa would see: when the notice comes or goes, ask it to check again.
 */
export function recheckRemotesOnSmallScreenChange(): () => void {
  const noticeShown = () => showsSmallScreenNotice(window.location.pathname, window.innerWidth);
  let shown = noticeShown();
  const onResize = () => {
    if (noticeShown() === shown) return;
    shown = !shown;
    void triggerAppChange();
  };
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}
