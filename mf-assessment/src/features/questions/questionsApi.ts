import { endpoints, RETRY_POLICIES, type ComplyInput, type Question } from '@qip/shared-contracts';
import { usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';

/**
 * Every question of an element for the centre, in all three categories (the tabs filter them
 * without another call). Retried 5 times, 3 seconds apart, before the failure shows (spec).
 */
export function useElementQuestions(centerId: string, elementId: string): Resource<Question[]> {
  const { api } = usePlatform();
  const load = useCallback(
    () =>
      api.call(
        endpoints.assessment.questions,
        { query: { center_id: centerId, category_id: elementId } },
        { retry: RETRY_POLICIES.questions },
      ),
    [api, centerId, elementId],
  );
  return useResource(load);
}

/** Saves an answer, notes or goal texts; then tells the rest of the portal the answers changed. */
export function useComply() {
  const { api, bus } = usePlatform();
  return useCallback(
    async (body: ComplyInput): Promise<Question> => {
      const saved = await api.call(endpoints.assessment.comply, { body });
      bus.publish('progress.changed', { centerId: body.center_id });
      bus.publish('data.changed', { entity: 'questions', centerId: body.center_id });
      return saved;
    },
    [api, bus],
  );
}
