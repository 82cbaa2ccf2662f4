import { SAT } from '@qip/shared-contracts';
import { usePlatform } from '@qip/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';

export const SAT_SAVE_FAILED = 'Your description could not be saved. Please try again.';
/** A save made as the editor closed, refused because someone else saved the description first. */
export const SAT_SAVE_OVERTAKEN = 'Your description was not saved: someone else changed it. Open it again to choose.';

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves a text 2 seconds after typing stops (spec: SAT autosave), or at once through `saveNow`;
 * 'saved' lasts 3 seconds. `edit` is called on each keystroke; a text that may not be saved
 * (over the limit) waits until it may. A save still waiting when the component goes (the drawer
 * closed within the 2 seconds) is made at once, so nothing typed is lost. `save` answers false when
 * the text was not saved because someone else saved first (the caller shows the choice).
 */
export function useAutosave(save: (text: string) => Promise<boolean>, canSave: (text: string) => boolean) {
  const { bus } = usePlatform();
  const [state, setState] = useState<AutosaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>();
  const waiting = useRef<string | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;
  const canSaveRef = useRef(canSave);
  canSaveRef.current = canSave;

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(noticeTimer.current);
      const text = waiting.current;
      if (text === null || !canSaveRef.current(text)) return;
      // Nothing shows this entry any more: a failure is said in a toast.
      saveRef.current(text).then(
        (saved) => {
          if (!saved) bus.publish('toast', { kind: 'error', message: SAT_SAVE_OVERTAKEN });
        },
        () => bus.publish('toast', { kind: 'error', message: SAT_SAVE_FAILED }),
      );
    },
    [bus],
  );

  const saveNow = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      waiting.current = null;
      if (!canSave(text)) return;
      setState('saving');
      try {
        if (!(await saveRef.current(text))) {
          setState('idle');
          return;
        }
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
      waiting.current = text;
      timer.current = setTimeout(() => void saveNow(text), SAT.autosaveDebounceMs);
    },
    [saveNow],
  );

  return { state, edit, saveNow };
}
