// The API's zod schemas and the full endpoints, for the browser's screens that validate a form
// with the contract's rules (a Module Federation singleton of its own, loaded with them).
export * from './api';
