import type { Question } from '@qip/shared-contracts';
import { usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadElementQuestions } from '../api/questionsApi';

/** Every question of an element for the centre, reloaded after each change. */
export function useElementQuestions(centerId: string, elementId: string): Resource<Question[]> {
  const { api } = usePlatform();
  const load = useCallback(() => loadElementQuestions(api, centerId, elementId), [api, centerId, elementId]);
  return useResource(load);
}
