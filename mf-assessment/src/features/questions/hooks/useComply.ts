import type { ComplyInput, Question } from '@qip/shared-contracts';
import { usePlatform } from '@qip/shared-ui';
import { useCallback } from 'react';
import { comply } from '../api/questionsApi';

/** Saves an answer, notes or goal texts; then tells the rest of the portal the answers changed. */
export function useComply() {
  const { api, bus } = usePlatform();
  return useCallback(
    async (body: ComplyInput): Promise<Question> => {
      const saved = await comply(api, body);
      bus.publish('progress.changed', { centerId: body.center_id });
      bus.publish('data.changed', { entity: 'questions', centerId: body.center_id });
      return saved;
    },
    [api, bus],
  );
}
