import type { EarlyReply } from '@qip/shared-contracts';
import { demoAuthenticatedState, demoService } from '@qip/shared-ui/testing';
import { startLandingReads } from './landingReads';

const send = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
  Promise.resolve({ status: 200, json: () => Promise.resolve({}) } as unknown as Response),
);
beforeEach(() => send.mockClear());

const withService = (overrides: Parameters<typeof demoService>[0]) => {
  const service = demoService({ id: 'centre 1', ...overrides });
  return demoAuthenticatedState({ services: [service], selectedService: service });
};

const at = (pathname: string, search = '') => ({ pathname, search });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startLandingReads', () => {
  it("asks at once, with the session's token, for the cards of the dashboard a login lands on", async () => {
    const state = withService({ diffTime: 20 });
    const list: EarlyReply[] = [];
    startLandingReads(at('/qip/auth'), state, list, send);
    expect(list.map(({ url, accessToken }) => ({ url, accessToken }))).toEqual([
      { url: '/api/nqa', accessToken: state.session.accessToken },
      { url: '/api/centers/centre%201/nqa-progress', accessToken: state.session.accessToken },
    ]);
    await Promise.all(list.map((read) => read.reply));
    expect(send.mock.calls.map(([url]) => url)).toEqual(['/api/nqa', '/api/centers/centre%201/nqa-progress']);
  });

  it('does not ask again for what the first script already asked for the page', async () => {
    const state = withService({ diffTime: 20 });
    const list: EarlyReply[] = [];
    startLandingReads(at('/qip/nqa/2', '?element=2.1.1'), state, list, send);
    await settle();
    const asked = send.mock.calls.length;
    startLandingReads(at('/qip/nqa/2', '?element=2.1.1'), state, list, send);
    await settle();
    expect(asked).toBe(4);
    expect(send).toHaveBeenCalledTimes(asked);
  });

  it('asks for nothing when the address lands elsewhere, without a service, or signed out', () => {
    const list: EarlyReply[] = [];
    startLandingReads(at('/qip/auth'), withService({ diffTime: -5, status: 'subscribe' }), list, send);
    startLandingReads(at('/qip/nqa/mentor-feedback'), withService({ diffTime: 20 }), list, send);
    startLandingReads(at('/qip/auth'), demoAuthenticatedState({ services: [], selectedService: null }), list, send);
    startLandingReads(at('/qip/auth'), { status: 'anonymous' }, list, send);
    expect(list).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });
});
