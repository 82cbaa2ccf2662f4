// The contract as the browser's builds load it (the package's `browser` export condition): all
// but the API's zod schemas, whose types stay, and the endpoints without their schemas
// (CallableEndpoint), so the portal's first script neither loads zod nor builds its hundreds
// of schemas. A screen that validates with a schema imports it from '@qip/shared-contracts/schemas',
// loaded with that screen.
export * from './core';
export type * from './api';
export { endpoints } from './http/callableEndpoints.generated';
