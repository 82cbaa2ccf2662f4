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

describe('startLandingReads', () => {
  it("asks at once, with the session's token, for the cards of the dashboard a login lands on", async () => {
    const state = withService({ diffTime: 20 });
    const reads = startLandingReads('/qip/auth', state, send);
    expect(reads.map(({ url, accessToken }) => ({ url, accessToken }))).toEqual([
      { url: '/api/nqa', accessToken: state.session.accessToken },
      { url: '/api/centers/centre%201/nqa-progress', accessToken: state.session.accessToken },
    ]);
    await Promise.all(reads.map((read) => read.reply));
    expect(send.mock.calls.map(([url]) => url)).toEqual(['/api/nqa', '/api/centers/centre%201/nqa-progress']);
  });

  it('asks for nothing when the address lands elsewhere, without a service, or signed out', () => {
    expect(startLandingReads('/qip/auth', withService({ diffTime: -5, status: 'subscribe' }), send)).toEqual([]);
    expect(startLandingReads('/qip/tasks', withService({ diffTime: 20 }), send)).toEqual([]);
    expect(
      startLandingReads('/qip/auth', demoAuthenticatedState({ services: [], selectedService: null }), send),
    ).toEqual([]);
    expect(startLandingReads('/qip/auth', { status: 'anonymous' }, send)).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });
});
