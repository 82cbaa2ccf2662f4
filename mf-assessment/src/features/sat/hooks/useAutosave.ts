import { SAT } from '@qip/shared-contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves a text 2 seconds after typing stops (spec: SAT autosave), or at once through `saveNow`;
 * 'saved' lasts 3 seconds. `edit` is called on each keystroke; a text that may not be saved
 * (over the limit) waits until it may.
 */
export function useAutosave(save: (text: string) => Promise<void>, canSave: (text: string) => boolean) {
  const [state, setState] = useState<AutosaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>();
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(noticeTimer.current);
    },
    [],
  );

  const saveNow = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      if (!canSave(text)) return;
      setState('saving');
      try {
        await saveRef.current(text);
        setState('saved');
        clearTimeout(noticeTimer.current);
        noticeTimer.current = setTimeout(() => setState('idle'), SAT.noticeMs);
      } catch {
        setState('failed');
      }
    },
    [canSave],
  );

  const edit = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(text), SAT.autosaveDebounceMs);
    },
    [saveNow],
  );

  return { state, edit, saveNow };
}
