// The operator-only gate. Every endpoint of the contract whose tenancy says `operatorOnly` (the
// operator's own data, changed with the hub's client credentials) is called by each kind of
// portal user (an administrator, a member, another tenant, a read-only viewer) and with no
// credentials: each call must be refused (401 or 403) and leave every table as it was. Then the
// operator's own call with the same input must succeed, which proves the refusals were not bad input.
import type { TestApp } from '../helpers/testApp';
import { testDialects } from '../helpers/databases';
import { setUpTenantApp, type Tenants } from '../helpers/tenants';
import { CONTRACT, describeEndpoint, type ContractEndpoint } from './contract';
import { callAsOperator, gateWorld, idsOf, type GateWorld } from './fixtures';
import { requestOf, validCall } from './inputs';
import { changesBetween, snapshotDatabase } from './snapshot';

const operatorEndpoints = CONTRACT.filter(
  ({ endpoint }) => endpoint.tenancy && 'none' in endpoint.tenancy && endpoint.tenancy.operatorOnly,
);

async function operatorOnlyProblems(world: GateWorld, u: Tenants, t: TestApp, entry: ContractEndpoint) {
  const { endpoint } = entry;
  const call = validCall(endpoint, await idsOf(world, world.owner, endpoint.tenancy));
  const callers: Array<{ who: string; token: string | null }> = [
    { who: "Sunshine's administrator", token: u.director },
    { who: 'a member', token: u.educator },
    { who: 'another tenant', token: u.bluegum },
    { who: 'a viewer', token: u.viewer },
    { who: 'no one signed in', token: null },
  ];
  const problems: string[] = [];
  const before = await snapshotDatabase(t.app.db);
  for (const caller of callers) {
    const request = requestOf(endpoint, call, caller.token ? { authorization: `Bearer ${caller.token}` } : {});
    const response = await t.app.inject(request);
    if (response.statusCode !== 401 && response.statusCode !== 403) {
      problems.push(`${caller.who} got ${response.statusCode}, not 401 or 403: ${response.body.slice(0, 300)}`);
    }
    const changes = changesBetween(before, await snapshotDatabase(t.app.db));
    if (changes) problems.push(`${caller.who} changed the database:\n${changes}`);
  }
  const operator = await callAsOperator(world, endpoint, call);
  if (operator.statusCode < 200 || operator.statusCode >= 300) {
    problems.push(`the operator's own call got ${operator.statusCode}: ${operator.body.slice(0, 300)}`);
  }
  return problems;
}

describe('the operator-only gate: classification', () => {
  it('covers the endpoints only the operator calls', () => {
    expect(operatorEndpoints.length).toBeGreaterThan(0);
    for (const { endpoint } of operatorEndpoints) expect(endpoint.access).toBe('public');
  });
});

describe.each(testDialects())('the operator-only gate (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;
  let world: GateWorld;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
    world = gateWorld(app, tenants);
  });

  it.each(operatorEndpoints.map((entry) => [describeEndpoint(entry), entry] as const))(
    '%s refuses every portal user, changes nothing, and serves the operator',
    async (_name, entry) => {
      expect(await operatorOnlyProblems(world, u, t, entry)).toEqual([]);
    },
  );
});
