import { saveConflictOf, type SaveConflict } from '@qip/shared-contracts';
import { useCallback, useState } from 'react';

/** A save someone else's overtook: what they saved, and the text this person wrote (kept). */
export interface StaleSave {
  conflict: SaveConflict;
  mine: string;
}

/**
 * Saves a text with the version it was edited from (no silent overwrite). When someone saved
 * meanwhile, the API refuses (409) and `stale` holds both texts for the person to choose:
 * `keepTheirs` takes the newer version as the base, `saveMine` sends their own text over it.
 * Any other failure is thrown to the caller, as a save without versions would be.
 */
export function useVersionedSave(loadedVersion: number) {
  const [version, setVersion] = useState(loadedVersion);
  const [stale, setStale] = useState<StaleSave | null>(null);

  const send = useCallback(
    async <T extends { version: number }>(
      mine: string,
      at: number,
      save: (version: number) => Promise<T>,
    ): Promise<T | null> => {
      try {
        const saved = await save(at);
        setVersion(saved.version);
        setStale(null);
        return saved;
      } catch (error) {
        const conflict = saveConflictOf(error);
        if (!conflict) throw error;
        setStale({ conflict, mine });
        return null;
      }
    },
    [],
  );

  /** Saves `mine` from the version loaded; null when someone else saved first (see `stale`). */
  const save = useCallback(
    <T extends { version: number }>(mine: string, write: (version: number) => Promise<T>) => send(mine, version, write),
    [send, version],
  );

  /** Saves this person's text over the newer one. */
  const saveMine = useCallback(
    <T extends { version: number }>(write: (mine: string, version: number) => Promise<T>): Promise<T | null> => {
      if (!stale) return Promise.resolve(null);
      const { mine, conflict } = stale;
      return send(mine, conflict.current.version, (at) => write(mine, at));
    },
    [send, stale],
  );

  /** Takes the newer text (answered, for the form to show) and discards this person's. */
  const keepTheirs = useCallback((): string => {
    if (!stale) return '';
    setVersion(stale.conflict.current.version);
    setStale(null);
    return stale.conflict.current.text ?? '';
  }, [stale]);

  /** Closes the choice without choosing: the draft stays, and saving again asks again. */
  const dismiss = useCallback(() => setStale(null), []);

  /**
   * Takes a newer version the screen reloaded, for a text the person now sees as saved (they have
   * typed nothing else): their next save goes from it. An older one changes nothing.
   */
  const adopt = useCallback((loaded: number) => setVersion((current) => Math.max(current, loaded)), []);

  return { stale, save, saveMine, keepTheirs, dismiss, adopt };
}
