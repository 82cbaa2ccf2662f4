import { endpoints, RETRY_POLICIES } from '@qip/shared-contracts';
import { demoService, demoUser } from './fixtures';
import { httpError } from './httpError';
import { createStubApi, StubContractError, takeStubViolations } from './stubApi';
import { stubEndpoint } from './stubEndpoint';

const progress = endpoints.progress.nqaProgress;

describe('the stub API', () => {
  it('answers each endpoint from its stub and records the calls by endpoint', async () => {
    const api = createStubApi([
      stubEndpoint(endpoints.users.me, () => demoUser),
      stubEndpoint(progress, ({ params }) => ({ totalProgress: params.centerId === 'c1' ? 50 : 0, nqaItems: [] })),
    ]);
    await expect(api.call(progress, { params: { centerId: 'c1' } })).resolves.toEqual({
      totalProgress: 50,
      nqaItems: [],
    });
    await expect(api.call(endpoints.users.me)).resolves.toEqual(demoUser);
    expect(api.calls).toEqual([
      { endpoint: progress, input: { params: { centerId: 'c1' } } },
      { endpoint: endpoints.users.me, input: undefined },
    ]);
    expect(api.callsTo(progress)).toEqual([{ params: { centerId: 'c1' } }]);
  });

  it('lets a later stub of the same endpoint override an earlier one', async () => {
    const api = createStubApi([
      stubEndpoint(progress, () => ({ totalProgress: 1, nqaItems: [] })),
      stubEndpoint(progress, () => ({ totalProgress: 2, nqaItems: [] })),
    ]);
    await expect(api.call(progress, { params: { centerId: 'c1' } })).resolves.toMatchObject({ totalProgress: 2 });
  });

  it('fails a call to an endpoint without a stub', async () => {
    await expect(createStubApi().call(endpoints.users.me)).rejects.toThrow('No stub for GET /api/user');
  });

  it('fails loudly when a stub answers what the contract does not allow', async () => {
    const api = createStubApi([
      // Right for the compiler, wrong for the contract: progress is at most 100.
      stubEndpoint(progress, () => ({ totalProgress: 140, nqaItems: [] })),
    ]);
    const failure = await api.call(progress, { params: { centerId: 'c1' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StubContractError);
    expect(String(failure)).toContain('GET /api/centers/:centerId/nqa-progress: the stub');
    // Recorded too, so the test fails even where the component swallows the error.
    expect(takeStubViolations()).toEqual([failure]);
  });

  it('fails loudly when the component sends what the endpoint does not take', async () => {
    const api = createStubApi([stubEndpoint(progress, () => ({ totalProgress: 0, nqaItems: [] }))]);
    await expect(api.call(progress, { params: { centerId: '' } })).rejects.toThrow('the params sent');
    expect(takeStubViolations()).toHaveLength(1);
  });

  it('honours the retry policy of a call, as the real client does', async () => {
    jest.useFakeTimers();
    try {
      let failures = 2;
      const api = createStubApi([
        stubEndpoint(endpoints.subscriptions.userCentersSubscription, () => {
          if (failures > 0) {
            failures -= 1;
            throw httpError(503);
          }
          return { user_centers: [demoService()], user_details: demoUser, products: [] };
        }),
      ]);
      const answer = api.call(
        endpoints.subscriptions.userCentersSubscription,
        { params: { id: demoUser.id } },
        { retry: RETRY_POLICIES.users },
      );
      await jest.advanceTimersByTimeAsync(6000);
      await expect(answer).resolves.toMatchObject({ user_centers: [demoService()] });
      expect(api.calls).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
