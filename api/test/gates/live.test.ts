// The live gate. Every endpoint that is not a GET states in its contract (`live`, see LiveChange in
// shared-contracts/src/http/endpoint.ts) which data it changes, so that everyone else viewing the
// service is told and refetches it, or why it changes nothing they show. A new write endpoint
// without one fails here; the tenant-isolation gate then checks that the owner's successful call
// of each endpoint that names an entity announced it to the watchers of the owner's centre.
import { DataEntitySchema } from '@qip/shared-contracts';
import { CONTRACT, describeEndpoint } from './contract';

describe('the live gate: every write declares what it changes for the other viewers', () => {
  it('every endpoint that is not a GET declares `live` (an entity, or none with why)', () => {
    const problems = CONTRACT.filter(({ endpoint }) => endpoint.method !== 'GET').flatMap((entry) => {
      const live = entry.endpoint.live;
      if (!live) return [`${describeEndpoint(entry)} declares no \`live\` change`];
      if ('entity' in live) {
        return DataEntitySchema.safeParse(live.entity).success ? [] : [`${describeEndpoint(entry)}: unknown entity`];
      }
      return live.none.trim() ? [] : [`${describeEndpoint(entry)}: say why it changes nothing viewers show`];
    });
    expect(problems).toEqual([]);
  });

  it('reads (GET) change nothing, so declare no live change', () => {
    const reads = CONTRACT.filter(({ endpoint }) => endpoint.method === 'GET' && endpoint.live !== undefined);
    expect(reads.map(describeEndpoint)).toEqual([]);
  });

  it('the QIP writes named in the issue are announced', () => {
    const entities = new Map(
      CONTRACT.flatMap(({ name, endpoint }) =>
        endpoint.live && 'entity' in endpoint.live ? [[name, endpoint.live.entity] as const] : [],
      ),
    );
    expect(Object.fromEntries(entities)).toMatchObject({
      'assessment.comply': 'questions',
      'assessment.createCustom': 'questions',
      'evidence.create': 'evidence',
      'evidence.link': 'evidence',
      'evidence.unlink': 'evidence',
      'tasks.create': 'tasks',
      'tasks.update': 'tasks',
      'tasks.remove': 'tasks',
      'sat.create': 'sat',
      'sat.update': 'sat',
      'lawsRegulations.update': 'laws',
      'serviceDetails.save': 'service-details',
    });
  });
});
