import type { Resource } from '../platform/useResource';

const actions = () => ({ reload: () => Promise.resolve(), replace: () => undefined });

/** A `useResource` answer in a given state, for rendering a component that takes one. */
export const readyResource = <T>(data: T): Resource<T> => ({ status: 'ready', data, refreshing: false, ...actions() });

export const failedResource = <T>(error: unknown = new Error('failed')): Resource<T> => ({
  status: 'failed',
  data: undefined,
  error,
  refreshing: false,
  ...actions(),
});

export const loadingResource = <T>(): Resource<T> => ({
  status: 'loading',
  data: undefined,
  refreshing: false,
  ...actions(),
});
