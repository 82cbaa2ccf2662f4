// Load through autocannon: requests per second and the 95th percentile of response times.
import autocannon from 'autocannon';
import { median, percentile } from './stats';

export interface LoadRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** Bodies sent in turn (a write alternating between two values). */
  bodies?: readonly string[];
}

export interface LoadResult {
  requestsPerSecond: number;
  p95Ms: number;
  /** Replies that were not 2xx, errors and timeouts: a figure with any is not to be trusted. */
  failed: number;
}

export const CONNECTIONS = 50;

async function run(request: LoadRequest, seconds: number, latencies?: number[]) {
  return autocannon({
    url: request.url,
    connections: CONNECTIONS,
    duration: seconds,
    method: request.method,
    headers: request.headers,
    ...(request.bodies ? { requests: request.bodies.map((body) => ({ method: request.method, body })) } : {}),
    setupClient: (client) => {
      if (latencies) client.on('response', (_status, _bytes, responseTime) => latencies.push(responseTime));
    },
  });
}

/** `warmUpSeconds` of load not counted, then `seconds` measured. */
export async function measureLoad(request: LoadRequest, seconds: number, warmUpSeconds = 1): Promise<LoadResult> {
  await run(request, warmUpSeconds);
  const latencies: number[] = [];
  const result = await run(request, seconds, latencies);
  if (latencies.length === 0) {
    throw new Error(
      `${request.method} ${request.url}: no reply in ${seconds} s (${result.errors} errors, ${result.timeouts} timeouts)`,
    );
  }
  return {
    requestsPerSecond: result.requests.total / seconds,
    p95Ms: percentile(latencies, 95),
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Several rounds of one load as one result: the median throughput and p95 (a round the machine
 * slowed down does not decide the figure), and every failure of every round.
 */
export function medianOfRounds(rounds: readonly LoadResult[]): LoadResult {
  return {
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p95Ms: median(rounds.map((round) => round.p95Ms)),
    failed: rounds.reduce((sum, round) => sum + round.failed, 0),
  };
}
