import { remoteByName } from '@qip/shared-contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteLifecycles, RemoteLoader } from './federationLoader';
import { createRemoteApplication } from './remoteApplication';
import { REMOTE_LOAD_FAILED } from './RemoteStatus';

const remote = remoteByName('mf-reports-tasks');

/** A remote that renders a heading into the element it is given. */
function fakeRemote(): RemoteLifecycles<{ domElement?: HTMLElement }> & { mounted: () => boolean } {
  let element: HTMLElement | undefined;
  return {
    bootstrap: jest.fn(() => Promise.resolve()),
    mount(props) {
      element = props.domElement;
      if (element) element.innerHTML = '<h1>Reports</h1>';
      return Promise.resolve();
    },
    unmount() {
      if (element) element.innerHTML = '';
      return Promise.resolve();
    },
    mounted: () => Boolean(element?.innerHTML),
  };
}

function setUp(load: RemoteLoader['load']) {
  const outlet = document.createElement('div');
  document.body.append(outlet);
  const application = createRemoteApplication({ remote, loader: { load }, outlet });
  return { outlet, application };
}

afterEach(() => {
  document.body.innerHTML = '';
  jest.spyOn(console, 'error').mockRestore();
});

describe('a remote in the shell', () => {
  it('mounts the loaded remote into its own container in the outlet', async () => {
    const real = fakeRemote();
    const { outlet, application } = setUp(() => Promise.resolve(real as RemoteLifecycles));
    await act(() => application.mount({}));
    await waitFor(() => expect(within(outlet).getByRole('heading', { name: 'Reports' })).toBeInTheDocument());
    expect(outlet.querySelector('[data-remote="mf-reports-tasks"]')).not.toBeNull();
    expect(real.bootstrap).toHaveBeenCalledTimes(1);

    await act(() => application.unmount({}));
    expect(outlet.children).toHaveLength(0);
  });

  it('shows the failure panel with Retry in its place, and Retry loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const real = fakeRemote();
    const load = jest
      .fn<Promise<RemoteLifecycles>, [typeof remote, number]>()
      .mockRejectedValueOnce(new Error('ScriptExternalLoadError'))
      .mockResolvedValue(real as RemoteLifecycles);
    const { outlet, application } = setUp(load);

    await act(() => application.mount({}));
    const panel = await screen.findByRole('alert', { name: 'Reports and tasks could not be loaded' });
    expect(panel).toHaveTextContent(REMOTE_LOAD_FAILED);

    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(outlet).getByRole('heading', { name: 'Reports' })).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The retry asked for a fresh copy (attempt 1), not what the failed attempt left.
    expect(load.mock.calls.map((call) => call[1])).toEqual([0, 1]);
  });

  it('shows a loading panel until the remote arrives', async () => {
    let resolve: (value: RemoteLifecycles) => void = () => undefined;
    const loading = new Promise<RemoteLifecycles>((done) => (resolve = done));
    const { application } = setUp(() => loading);
    await act(() => application.mount({}));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading Reports and tasks...');
    await act(async () => {
      resolve(fakeRemote() as RemoteLifecycles);
      await loading;
    });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('does not mount a remote that arrives after the user has left', async () => {
    let resolve: (value: RemoteLifecycles) => void = () => undefined;
    const real = fakeRemote();
    const loading = new Promise<RemoteLifecycles>((done) => (resolve = done));
    const { outlet, application } = setUp(() => loading);
    await act(() => application.mount({}));
    await act(() => application.unmount({}));
    await act(async () => {
      resolve(real as RemoteLifecycles);
      await loading;
    });
    expect(real.mounted()).toBe(false);
    expect(outlet.children).toHaveLength(0);
  });
});
