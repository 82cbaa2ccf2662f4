// The whole contract, as the API, the tests and scripts load it: the schemas with everything else.
// The browser's builds load browser.ts instead (the package's `browser` export condition).
export * from './core';
export * from './api';
