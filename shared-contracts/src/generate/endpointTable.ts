import type { endpoints as contract } from '../api';
import type { CallableEndpoint, Endpoint } from '../http/endpoint';

/** Where the table is written, from the package's folder. */
export const ENDPOINT_TABLE_FILE = 'src/http/callableEndpoints.generated.ts';

/**
 * The facts of an endpoint the ApiClient reads. Of `live`, only whether the call changes the QIP
 * matters to the browser: the reason for `none` stays in the contract.
 */
export function callableOf(endpoint: Endpoint): CallableEndpoint {
  const { method, path, idempotent, reuseForMs, live } = endpoint;
  return {
    method,
    path,
    ...(idempotent ? { idempotent } : {}),
    ...(reuseForMs !== undefined ? { reuseForMs } : {}),
    ...(live ? { live: 'none' in live ? { none: '' } : { entity: live.entity } } : {}),
  };
}

/** A plain value as TypeScript source, in the repository's style (single quotes, spaced braces). */
function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (value && typeof value === 'object') {
    const fields = Object.entries(value).map(([key, field]) => `${key}: ${literal(field)}`);
    return fields.length ? `{ ${fields.join(', ')} }` : '{}';
  }
  return String(value);
}

/** The source of the browser's endpoint table, made from the contract (prettier leaves it alone). */
export function renderEndpointTable(endpoints: typeof contract): string {
  const groups = Object.entries(endpoints).map(([group, members]) => {
    const lines = Object.entries(members as Record<string, Endpoint>).map(
      ([name, endpoint]) => `    ${name}: ${literal(callableOf(endpoint))},`,
    );
    return [`  ${group}: {`, ...lines, '  },'].join('\n');
  });
  return [
    '// Made from the contract (src/api) by `pnpm --filter @qip/shared-contracts generate`: do not edit.',
    '// What the browser needs to call each endpoint, without its zod schemas (CallableEndpoint), so',
    "// the portal's first script loads no zod. src/generate/endpointTable.test.ts fails when it no",
    '// longer matches the contract, and this does not compile when an endpoint is missing.',
    "import type { CallableEndpoints } from './callableEndpoints';",
    '',
    'export const endpoints: CallableEndpoints = {',
    ...groups,
    '};',
    '',
  ].join('\n');
}
