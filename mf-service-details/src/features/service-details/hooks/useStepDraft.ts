import { useCallback, useMemo } from 'react';

const PREFIX = 'qip.service-details.draft';

/**
 * What was typed on a step but not saved, kept in this browser tab (sessionStorage) until the
 * step is saved or the draft discarded, so leaving the page by any route loses nothing.
 */
export function useStepDraft(centerId: string, step: number) {
  const key = `${PREFIX}.${centerId}.${step}`;

  const read = useCallback((): Record<string, unknown> | null => {
    try {
      const text = window.sessionStorage.getItem(key);
      return text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }, [key]);

  const write = useCallback(
    (values: unknown) => {
      try {
        window.sessionStorage.setItem(key, JSON.stringify(values));
      } catch {
        // Storage full or blocked: the unsaved-changes warning still protects what was typed.
      }
    },
    [key],
  );

  const clear = useCallback(() => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Nothing kept, nothing to clear.
    }
  }, [key]);

  return useMemo(() => ({ read, write, clear }), [read, write, clear]);
}

export type StepDraft = ReturnType<typeof useStepDraft>;
