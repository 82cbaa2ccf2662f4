import { endpoints } from '@qip/shared-contracts';
import type { AxiosAdapter } from 'axios';
import { createShellPlatform } from './platform';

// The shell's platform: the header's 'QIP Finished' bar and the dashboard ask for the same
// progress a moment apart and cause one request, until a change is announced on the bus.

function platformWithServer() {
  const { platform } = createShellPlatform();
  let total = 0;
  const adapter: AxiosAdapter = (config) => {
    total += 10;
    return Promise.resolve({
      data: { totalProgress: total, nqaItems: [] },
      status: 200,
      statusText: '',
      headers: {},
      config,
    });
  };
  platform.api.http.defaults.adapter = adapter;
  const askProgress = () => platform.api.call(endpoints.progress.nqaProgress, { params: { centerId: 'center-1' } });
  return { platform, askProgress, requests: () => total / 10 };
}

describe('the shell platform', () => {
  it('answers a second ask for the progress from the first reply', async () => {
    const { askProgress, requests } = platformWithServer();
    await expect(askProgress()).resolves.toMatchObject({ totalProgress: 10 });
    await expect(askProgress()).resolves.toMatchObject({ totalProgress: 10 });
    expect(requests()).toBe(1);
  });

  it.each([
    ['progress.changed', { centerId: 'center-1' }],
    ['data.changed', { entity: 'questions', centerId: 'center-1', by: { id: 'user-2', name: 'Anna Lee' } }],
  ] as const)('asks the API again once %s is published', async (type, payload) => {
    const { platform, askProgress, requests } = platformWithServer();
    await askProgress();
    platform.bus.publish(type, payload);
    await expect(askProgress()).resolves.toMatchObject({ totalProgress: 20 });
    expect(requests()).toBe(2);
  });
});
