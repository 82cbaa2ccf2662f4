import { useCallback, useEffect, useRef, useState } from 'react';

interface ResourceActions<T> {
  /** Fetches again; what is shown stays while it does. */
  reload: () => Promise<void>;
  /** Shows data the caller already has (the answer of a save), dropping any fetch in flight. */
  replace: (data: T) => void;
}

export type Resource<T> = ResourceActions<T> &
  (
    | { status: 'loading'; data: undefined; refreshing: false }
    | { status: 'failed'; data: undefined; error: unknown; refreshing: false }
    | { status: 'ready'; data: T; refreshing: boolean }
  );

type State<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; data: T };

/**
 * Loads data for a component (wrap `load` in `withRetry` for the spec's retry rules) and reloads it on demand. `load` is memoised by the caller
 * (useCallback): a new `load` means new data to fetch. While it reloads, the data already shown
 * stays (`refreshing` is true), so a refresh after a save never blanks the page; an answer that
 * arrives after a newer request started is dropped.
 */
export function useResource<T>(load: () => Promise<T>): Resource<T> {
  const [state, setState] = useState<State<T>>({ status: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback(async (keepData: boolean) => {
    const request = (latest.current += 1);
    if (keepData) setRefreshing(true);
    else setState({ status: 'loading' });
    try {
      const data = await loadRef.current();
      if (request === latest.current) setState({ status: 'ready', data });
    } catch (error) {
      // A failed refresh keeps what is shown; only a first load shows the failure.
      if (request === latest.current && !keepData) setState({ status: 'failed', error });
    } finally {
      if (request === latest.current) setRefreshing(false);
    }
  }, []);

  useEffect(() => {
    void run(false);
    return () => {
      latest.current += 1;
    };
  }, [load, run]);

  const stateRef = useRef(state);
  stateRef.current = state;
  const reload = useCallback(() => run(stateRef.current.status === 'ready'), [run]);
  const replace = useCallback((data: T) => {
    latest.current += 1;
    setRefreshing(false);
    setState({ status: 'ready', data });
  }, []);

  if (state.status === 'ready') return { ...state, reload, replace, refreshing };
  if (state.status === 'failed') return { ...state, data: undefined, reload, replace, refreshing: false };
  return { status: 'loading', data: undefined, reload, replace, refreshing: false };
}
