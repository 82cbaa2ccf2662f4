// What this remote exposes to the shell: its single-spa lifecycles.
import { createRemoteLifecycles } from '@qip/shared-ui';
import { App } from './App';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({ App });
