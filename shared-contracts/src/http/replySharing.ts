/**
 * Shares one request between identical ones: two parts of a page (the shell and a remote, or two
 * sections of one screen) asking for the same reply at once cause one call. A reply is kept
 * after it arrives only when the caller says for how long (an endpoint's `reuseForMs`).
 */
export function createReplySharing(now: () => number = Date.now) {
  const pending = new Map<string, Promise<unknown>>();
  const kept = new Map<string, { reply: Promise<unknown>; until: number }>();
  let generation = 0;

  function share<T>(key: string, start: () => Promise<T>, keepForMs = 0): Promise<T> {
    const recent = kept.get(key);
    // The same key is the same address and query, so the same endpoint's reply type.
    if (recent && recent.until > now()) return recent.reply as Promise<T>;
    kept.delete(key);
    const running = pending.get(key);
    if (running) return running as Promise<T>;
    const startedIn = generation;
    const started = start();
    pending.set(key, started);
    const settled = () => {
      if (pending.get(key) === started) pending.delete(key);
    };
    started.then(() => {
      settled();
      // A change made while the request was in flight may be missing from its reply.
      if (keepForMs > 0 && startedIn === generation) kept.set(key, { reply: started, until: now() + keepForMs });
    }, settled);
    return started;
  }

  /**
   * After a change: nothing kept is given again, and a request already in flight (which may have
   * been answered before the change) is neither joined by new calls nor kept once it arrives.
   */
  function forget(): void {
    generation += 1;
    kept.clear();
    pending.clear();
  }

  return { share, forget };
}
