/**
 * Shares one request between identical ones made while it is still in flight: two parts of a
 * page (the shell and a remote, or two sections of one screen) asking for the same reply at
 * once cause one call. Only while in flight, so no reply is ever kept and none can be stale.
 */
export function createInFlightSharing() {
  const pending = new Map<string, Promise<unknown>>();
  return function share<T>(key: string, start: () => Promise<T>): Promise<T> {
    const running = pending.get(key);
    // The same key is the same address and query, so the same endpoint's reply type.
    if (running) return running as Promise<T>;
    const started = start().finally(() => pending.delete(key));
    pending.set(key, started);
    return started;
  };
}
