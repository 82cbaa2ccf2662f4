import { readFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '../api';
import { endpoints as callableEndpoints } from '../http/callableEndpoints.generated';
import type { Endpoint } from '../http/endpoint';
import { ENDPOINT_TABLE_FILE, callableOf, renderEndpointTable } from './endpointTable';

describe("the browser's endpoint table", () => {
  it('is the one made from the contract (run `pnpm --filter @qip/shared-contracts generate` after changing an endpoint)', () => {
    const committed = readFileSync(path.join(__dirname, '..', '..', ENDPOINT_TABLE_FILE), 'utf8');
    expect(committed).toBe(renderEndpointTable(endpoints));
  });

  it('gives each endpoint its method, path and what the ApiClient reads, and no schema', () => {
    const table = callableEndpoints as unknown as Record<string, Record<string, object>>;
    for (const [group, members] of Object.entries(endpoints)) {
      for (const [name, endpoint] of Object.entries(members as Record<string, Endpoint>)) {
        expect(table[group]?.[name]).toEqual(callableOf(endpoint));
        expect(table[group]?.[name]).toMatchObject({ method: endpoint.method, path: endpoint.path });
        expect(table[group]?.[name]).not.toHaveProperty('response');
      }
    }
  });

  it('keeps whether a write changes the QIP, without the reason', () => {
    expect(callableEndpoints.assessment.comply.live).toEqual({ entity: 'questions' });
    expect(callableEndpoints.messages.counts.live).toEqual({ none: '' });
    expect(callableEndpoints.progress.nqaProgress.reuseForMs).toBe(2000);
  });
});
