// The fuzz gate. Every endpoint of the contract (`endpoints` in shared-contracts), public or
// signed-in, gets malformed input derived from its schemas (fuzzCases.ts): wrong types, sizes
// and characters in each field, required fields left out, extra and __proto__ keys, bodies that
// are not JSON, malformed path parameters and credentials. Each case changes one thing in a
// valid call made by the owner (Sunshine's administrator, with real ids of its records).
// Expected: never a 5xx; a required field left out, or a body that is not JSON, is a 400 naming
// it. A new endpoint is covered as soon as it is in the contract; when it fails, fix the route
// or the shared validation (api/src/plugins/errors.ts), never the case.
import { ApiErrorBodySchema } from '@qip/shared-contracts';
import { testDialects } from '../helpers/databases';
import { setUpTenantApp } from '../helpers/tenants';
import { scopedTenancy } from './classification';
import { CONTRACT, describeEndpoint, type ContractEndpoint } from './contract';
import { gateWorld, idsOf, type GateWorld } from './fixtures';
import { fuzzCasesOf, type FuzzCase } from './fuzzCases';
import { injectEndpoint, type GateResponse } from './inject';
import { validCall } from './inputs';

const CONCURRENT_CASES = 8;
const FUZZ_TIMEOUT_MS = 60_000;

const caseCount = (counts: Map<number, number>) => [...counts.values()].reduce((sum, count) => sum + count, 0);

/** What is wrong with the answer to a case, or null when it is right. */
function problemWith(fuzzCase: FuzzCase, response: GateResponse): string | null {
  if (response.statusCode >= 500) return `${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (!fuzzCase.namesField) return null;
  const answer = ApiErrorBodySchema.safeParse(safeJson(response.body));
  const named = answer.success && answer.data.fields?.some((field) => field.field === fuzzCase.namesField);
  return response.statusCode === 400 && named
    ? null
    : `${response.statusCode}, not a 400 naming ${fuzzCase.namesField}: ${response.body.slice(0, 300)}`;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The endpoint's cases, from a valid call as the owner (signed-in endpoints get the owner's token). */
async function casesFor(world: GateWorld, { endpoint }: ContractEndpoint): Promise<FuzzCase[]> {
  const base = validCall(endpoint, await idsOf(world, world.owner, endpoint.tenancy));
  const signedIn = endpoint.access === 'user' || scopedTenancy(endpoint.tenancy) !== null;
  return fuzzCasesOf(endpoint, base, signedIn ? world.owner.token : null);
}

describe.each(testDialects())('the fuzz gate (%s)', (dialect) => {
  let world: GateWorld;
  const statuses = new Map<string, Map<number, number>>();

  setUpTenantApp(dialect, (app, tenants) => {
    world = gateWorld(app, tenants);
  });

  // The summary: endpoints × cases, and the statuses each endpoint answered.
  afterAll(() => {
    const total = [...statuses.values()].reduce((sum, counts) => sum + caseCount(counts), 0);
    const lines = [...statuses].map(([name, counts]) => {
      const byStatus = [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
      return `  ${name}: ${caseCount(counts)} cases (${byStatus.join(', ')})`;
    });
    process.stdout.write(
      `fuzz gate (${dialect}): ${statuses.size} endpoints × ${total} cases, no 5xx\n${lines.join('\n')}\n`,
    );
  });

  it.each(CONTRACT.map((entry) => [describeEndpoint(entry), entry]))(
    '%s answers malformed input without a 5xx',
    async (name, entry) => {
      const counts = new Map<number, number>();
      statuses.set(name, counts);
      const problems: string[] = [];
      const cases = await casesFor(world, entry);
      // A few at a time: PostgreSQL answers them side by side (and the API meets concurrent calls).
      for (let start = 0; start < cases.length; start += CONCURRENT_CASES) {
        const batch = cases.slice(start, start + CONCURRENT_CASES);
        const responses = await Promise.all(
          batch.map((fuzzCase) => injectEndpoint(world.t.app, entry.endpoint, fuzzCase.request)),
        );
        batch.forEach((fuzzCase, index) => {
          const response = responses[index]!;
          counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1);
          const problem = problemWith(fuzzCase, response);
          if (problem) problems.push(`${fuzzCase.name} → ${problem}`);
        });
      }
      expect(problems).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  it('left no key on Object.prototype (no prototype pollution)', () => {
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
