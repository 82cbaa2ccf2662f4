import { SAT_MESSAGES } from '@qip/shared-contracts';
import { usePlatform } from '@qip/shared-ui';
import { useCallback } from 'react';

/** Copies a text to the clipboard and says whether it worked. */
export function useCopyToClipboard() {
  const { bus } = usePlatform();
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        bus.publish('toast', { kind: 'success', message: SAT_MESSAGES.copied });
      } catch {
        bus.publish('toast', { kind: 'error', message: SAT_MESSAGES.copyFailed });
      }
    },
    [bus],
  );
}
