import type { RemoteDefinition } from '@qip/shared-contracts';
import { createRoot, type Root } from 'react-dom/client';
import type { RemoteLifecycles, RemoteLoader } from './federationLoader';
import { RemoteStatus, type RemoteStatusView } from './RemoteStatus';

export interface RemoteApplicationOptions {
  remote: RemoteDefinition;
  loader: RemoteLoader;
  /** The element every remote mounts into (the shell keeps it in place across pages). */
  outlet: HTMLElement;
}

type MountProps = Record<string, unknown>;

/**
 * The single-spa application the shell registers for a remote. It always loads (so single-spa
 * never gives up on it) and, when mounted, fetches the real remote through Module Federation and
 * mounts it; while that happens it shows a loading panel, and when it fails a panel with Retry in
 * the remote's place. Mounting does not wait for the remote, so one slow or broken remote never
 * holds up navigation elsewhere.
 */
export function createRemoteApplication({
  remote,
  loader,
  outlet,
}: RemoteApplicationOptions): RemoteLifecycles<MountProps> {
  let lifecycles: RemoteLifecycles | null = null;
  let bootstrapped = false;
  let container: HTMLElement | null = null;
  let remoteRoot: HTMLElement | null = null;
  let statusRoot: Root | null = null;
  let statusElement: HTMLElement | null = null;
  let remoteMounted = false;
  let attempts = 0;
  /** Changes on every mount and unmount, so a late answer for an old mount is dropped. */
  let mountId = 0;

  const showStatus = (view: RemoteStatusView | null) => {
    if (!container) return;
    if (!view) {
      statusRoot?.unmount();
      statusRoot = null;
      statusElement?.remove();
      statusElement = null;
      return;
    }
    if (!statusElement) {
      statusElement = document.createElement('div');
      container.prepend(statusElement);
      statusRoot = createRoot(statusElement);
    }
    statusRoot?.render(<RemoteStatus status={view} />);
  };

  async function start(props: MountProps, current: number) {
    showStatus({ kind: 'loading', title: remote.title });
    try {
      const loaded = lifecycles ?? (await loader.load(remote, attempts));
      attempts += 1;
      if (current !== mountId || !remoteRoot) return;
      if (!bootstrapped) {
        await loaded.bootstrap(props);
        bootstrapped = true;
      }
      lifecycles = loaded;
      showStatus(null);
      await loaded.mount({ ...props, domElement: remoteRoot });
      remoteMounted = true;
    } catch (error) {
      attempts += 1;
      console.error(`${remote.name} could not be loaded`, error);
      if (current === mountId) {
        showStatus({ kind: 'failed', title: remote.title, onRetry: () => void start(props, current) });
      }
    }
  }

  return {
    async bootstrap() {},
    mount(props) {
      mountId += 1;
      container = document.createElement('div');
      container.dataset.remote = remote.name;
      remoteRoot = document.createElement('div');
      remoteRoot.id = `single-spa-application:${remote.name}`;
      container.append(remoteRoot);
      outlet.append(container);
      // Mounting ends here: the remote loads behind the loading panel, which reports its failure.
      void start(props, mountId);
      return Promise.resolve();
    },
    async unmount(props) {
      mountId += 1;
      if (remoteMounted && lifecycles) {
        remoteMounted = false;
        await lifecycles.unmount({ ...props, domElement: remoteRoot });
      }
      showStatus(null);
      container?.remove();
      container = null;
      remoteRoot = null;
    },
  };
}
