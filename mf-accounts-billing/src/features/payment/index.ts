// The payment screen's public surface.
export { markFromSignup } from './hooks/fromSignup';
