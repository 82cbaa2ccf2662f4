import { medianOfRounds } from './load';

describe('rounds of one load as one result', () => {
  it('takes the median throughput and p95, so one slow round does not decide the figure', () => {
    const result = medianOfRounds([
      { requestsPerSecond: 20_000, p95Ms: 4, failed: 0 },
      { requestsPerSecond: 9_000, p95Ms: 12, failed: 0 },
      { requestsPerSecond: 19_000, p95Ms: 5, failed: 0 },
    ]);
    expect(result).toEqual({ requestsPerSecond: 19_000, p95Ms: 5, failed: 0 });
  });

  it("keeps every round's failures: a figure with any is not to be trusted", () => {
    const result = medianOfRounds([
      { requestsPerSecond: 1_000, p95Ms: 40, failed: 2 },
      { requestsPerSecond: 1_100, p95Ms: 38, failed: 0 },
      { requestsPerSecond: 1_050, p95Ms: 39, failed: 1 },
    ]);
    expect(result.failed).toBe(3);
  });
});
