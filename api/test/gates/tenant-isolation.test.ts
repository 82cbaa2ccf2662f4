// The tenant-isolation gate. Every endpoint of the contract (`endpoints` in shared-contracts)
// states in its `tenancy` which ids of tenant-owned records it takes. For each such endpoint
// this suite makes the owner's records (fixtures.ts), calls it as ANOTHER tenant (with all of
// the owner's ids, and with one owner's id among the caller's own), and for administrator-only
// endpoints as a member of the same service; each call must be refused (403 or 404) and leave
// every table as it was. Then the owner's own call with the same input must succeed, which
// proves the refusals were not just bad input. A route the app serves outside the contract must
// be listed in ROUTES_OUTSIDE_THE_CONTRACT (contract.ts) with the test that checks its access.
//
// To make a new endpoint pass: give it `tenancy` in its contract (see EndpointTenancy in
// shared-contracts/src/http/endpoint.ts), a factory in fixtures.ts for any new kind of record,
// and, when its schema refines its input, an `example` with valid values for those fields.
import { type TenantOwnedKind } from '@qip/shared-contracts';
import { z } from 'zod';
import { latestLiveChangeId } from '../../src/shared/live/liveChanges.repository';
import { testDialects } from '../helpers/databases';
import { reportsSettled } from '../helpers/reports';
import { setUpTenantApp } from '../helpers/tenants';
import { classificationProblems, scopedTenancy, type Scoped } from './classification';
import {
  CONTRACT,
  describeEndpoint,
  openApiRoute,
  ROUTES_OUTSIDE_THE_CONTRACT,
  type ContractEndpoint,
} from './contract';
import { callAs, gateWorld, idsOf, OWNED_FACTORIES, type GateWorld, type Tenant } from './fixtures';
import { validCall, type FieldValue } from './inputs';
import { changesBetween, snapshotDatabase } from './snapshot';

/** One refused call: who makes it, with which ids. */
interface Attack {
  who: Tenant;
  how: string;
  ids: FieldValue[];
}

const OWNER_HINT =
  "The input is made from the endpoint's schemas and the owner's ids. Give the endpoint an `example` with valid " +
  'values for the fields a generator cannot satisfy (refinements, patterns), or, when a business rule refuses ' +
  'the owner, `tenancy.ownerRefusal` with the status and why.';

type Field = Pick<FieldValue, 'in' | 'field'>;
const sameField = (a: Field, b: Field) => a.in === b.in && a.field === b.field;

/**
 * The refused calls of an endpoint: another tenant with all the owner's ids; with each of the
 * owner's ids among its own (when there are several); a member of the owner's service when only
 * administrators may call it.
 */
function attacksOn(world: GateWorld, tenancy: Scoped, ownerIds: FieldValue[], attackerIds: FieldValue[]): Attack[] {
  const attacks: Attack[] = [{ who: world.attacker, how: "with the owner's ids", ids: ownerIds }];
  if (tenancy.owned.length > 1) {
    for (const owned of tenancy.owned) {
      const ownerValue = ownerIds.find((value) => sameField(value, owned));
      attacks.push({
        who: world.attacker,
        how: `with the owner's ${owned.in}.${owned.field} and its own other ids`,
        ids: attackerIds.map((value) => (ownerValue && sameField(value, owned) ? ownerValue : value)),
      });
    }
  }
  if (tenancy.role === 'admin' || tenancy.adminOnlyFields?.length) {
    attacks.push({ who: world.member, how: "with the owner's ids", ids: ownerIds });
  }
  return attacks;
}

/** The problems found checking one endpoint ([] when it passes). */
async function isolationProblems(world: GateWorld, entry: ContractEndpoint, tenancy: Scoped): Promise<string[]> {
  const { endpoint } = entry;
  const ownerIds = await idsOf(world, world.owner, tenancy);
  const attackerIds = tenancy.owned.length > 1 ? await idsOf(world, world.attacker, tenancy) : [];
  const ownerCall = validCall(endpoint, ownerIds);
  const problems: string[] = [];

  const adminOnly = tenancy.adminOnlyFields ?? [];
  if (adminOnly.length && !adminOnly.some((field) => ownerCall.body?.[field] !== undefined)) {
    problems.push(
      `its valid input carries none of its adminOnlyFields (${adminOnly.join(', ')}): give an example with one`,
    );
  }

  const db = world.t.app.db;
  const before = await snapshotDatabase(db);
  for (const attack of attacksOn(world, tenancy, ownerIds, attackerIds)) {
    const response = await callAs(world, attack.who, endpoint, validCall(endpoint, attack.ids));
    if (response.statusCode !== 403 && response.statusCode !== 404) {
      problems.push(
        `${attack.who.label} ${attack.how} got ${response.statusCode}, not 403 or 404: ${response.body.slice(0, 300)}`,
      );
    }
    const changes = changesBetween(before, await snapshotDatabase(db));
    if (changes) problems.push(`${attack.who.label} ${attack.how} changed the database:\n${changes}`);
  }

  const announcedBefore = await latestLiveChangeId(db);
  const owner = await callAs(world, world.owner, endpoint, ownerCall);
  const expected = tenancy.ownerRefusal?.status;
  const succeeded = owner.statusCode >= 200 && owner.statusCode < 300;
  const live = endpoint.live;
  if (succeeded && live && 'entity' in live) {
    const announced = await db
      .selectFrom('live_changes')
      .select(['center_id', 'entity'])
      .where('id', '>', announcedBefore)
      .execute();
    if (!announced.some((row) => row.center_id === world.owner.centerId && row.entity === live.entity)) {
      problems.push(
        `the owner's call announced no '${live.entity}' change to the watchers of its centre: ` +
          `check the centre with requireWritableCenter (api/src/auth/access.ts) in the route`,
      );
    }
  }
  if (expected === undefined ? !succeeded : owner.statusCode !== expected) {
    const outcome = expected ? `not ${expected} (its ownerRefusal)` : 'not a success';
    problems.push(
      `the owner's own call got ${owner.statusCode}, ${outcome}: ${owner.body.slice(0, 300)}. ${OWNER_HINT}`,
    );
  }
  return problems;
}

const scopedEndpoints = CONTRACT.flatMap((entry) => {
  const tenancy = scopedTenancy(entry.endpoint.tenancy);
  return tenancy ? [{ entry, tenancy, kinds: tenancy.owned.map((owned): TenantOwnedKind => owned.kind) }] : [];
});

describe('the tenant-isolation gate: classification', () => {
  it('every endpoint of the contract states its tenancy, naming each id it takes', () => {
    expect(CONTRACT.flatMap(classificationProblems)).toEqual([]);
  });

  it('covers the endpoints that take tenant-owned ids', () => {
    expect(scopedEndpoints.length).toBeGreaterThan(0);
  });
});

describe.each(testDialects())('the tenant-isolation gate (%s)', (dialect) => {
  let world: GateWorld;

  setUpTenantApp(dialect, (app, tenants) => {
    world = gateWorld(app, tenants);
  });
  // A report the owner's call started is made in the background: the next case must not see it move on.
  afterEach(() => reportsSettled(world.t));

  it('every API route the app serves is an endpoint of the contract (or a listed exception)', async () => {
    const response = await world.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = z
      .object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) })
      .parse(response.json());
    const served = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const inContract = new Set(CONTRACT.map(({ endpoint }) => openApiRoute(endpoint)));
    const unknown = served.filter((route) => !inContract.has(route) && !(route in ROUTES_OUTSIDE_THE_CONTRACT));
    expect(
      unknown.map(
        (route) =>
          `${route} is not in the contract: serve it from an endpoint of \`endpoints\`, or list it in ` +
          'ROUTES_OUTSIDE_THE_CONTRACT (api/test/gates/contract.ts) with the test that checks who may call it.',
      ),
    ).toEqual([]);
  });

  it.each(Object.entries(OWNED_FACTORIES))(
    'the %s factory makes a record for either tenant',
    async (_kind, factory) => {
      const ids = [await factory(world, world.owner), await factory(world, world.attacker)];
      expect(ids).toEqual([expect.stringMatching(/.+/), expect.stringMatching(/.+/)]);
      expect(ids[0]).not.toBe(ids[1]);
    },
  );

  it.each(scopedEndpoints.map((scoped) => [`${describeEndpoint(scoped.entry)} [${scoped.kinds.join(', ')}]`, scoped]))(
    '%s refuses another tenant, changes nothing, and serves its owner',
    async (_name, { entry, tenancy }) => {
      expect(await isolationProblems(world, entry, tenancy)).toEqual([]);
    },
  );
});
