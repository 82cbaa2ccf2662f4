import type { EndpointTenancy, InputPart, TenantScoped } from '@qip/shared-contracts';
import { describeEndpoint, hasField, idFieldsOf, type ContractEndpoint } from './contract';
import { OWNED_FACTORIES } from './fixtures';

// Whether an endpoint's `tenancy` (shared-contracts/src/http/endpoint.ts) says enough for the
// tenant-isolation gate to act on it, and what its author should add when it does not.

export type Scoped = TenantScoped<string, string, string>;

/** The tenancy of an endpoint that names tenant-owned records, or null. */
export function scopedTenancy(tenancy: EndpointTenancy | undefined): Scoped | null {
  return tenancy && 'owned' in tenancy ? tenancy : null;
}

const HOW_TO_CLASSIFY =
  "add `tenancy` to its contract: `tenancy: { owned: [{ in: 'query', field: 'center_id', kind: 'center' }] }` " +
  "naming every id of a tenant's record it takes (with `role: 'admin'` when only administrators may call it), " +
  "or `tenancy: { none: 'why it names no tenant data' }`. See EndpointTenancy in shared-contracts/src/http/endpoint.ts.";

/** Everything wrong with an endpoint's tenancy, each a sentence for its author ([] when nothing is). */
export function classificationProblems(entry: ContractEndpoint): string[] {
  const { endpoint } = entry;
  const name = describeEndpoint(entry);
  const tenancy = endpoint.tenancy;
  if (!tenancy)
    return endpoint.access === 'user' ? [`${name} is signed-in but has no tenancy: ${HOW_TO_CLASSIFY}`] : [];

  const scoped = scopedTenancy(tenancy);
  const problems: string[] = [];
  const listed = [...(scoped?.owned ?? []), ...(tenancy.shared ?? []), ...(tenancy.ignored ?? [])];
  for (const { in: part, field } of listed) {
    if (!hasField(endpoint, part, field))
      problems.push(`${name}: its tenancy names ${part}.${field}, which it does not take.`);
  }
  for (const field of scoped?.adminOnlyFields ?? []) {
    if (!hasField(endpoint, 'body', field))
      problems.push(`${name}: adminOnlyFields names body.${field}, which it does not take.`);
  }
  if (scoped && scoped.owned.length === 0) {
    problems.push(`${name}: tenancy.owned is empty; an endpoint that names no tenant's record says { none: 'why' }.`);
  }
  for (const { kind } of scoped?.owned ?? []) {
    if (!OWNED_FACTORIES[kind]) {
      problems.push(
        `${name}: no fixture factory for the kind '${kind}'; add one to OWNED_FACTORIES in api/test/gates/fixtures.ts.`,
      );
    }
  }

  // A public endpoint without owned ids reads no tenant's data by id (sign-in, health).
  if (endpoint.access === 'user' || scoped) {
    const classified = new Set(listed.map((id) => key(id.in, id.field)));
    for (const id of idFieldsOf(endpoint)) {
      if (!classified.has(key(id.in, id.field))) {
        problems.push(
          `${name} takes the id ${id.in}.${id.field} but its tenancy does not say what it names: list it under ` +
            '`owned` (with its kind), `shared` (reference data every tenant reads) or `ignored` (with why).',
        );
      }
    }
  }
  return problems;
}

const key = (part: InputPart, field: string) => `${part}.${field}`;
