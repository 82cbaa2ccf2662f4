import type { Question } from '@qip/shared-contracts';
import { useBusEvent, usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadElementQuestions } from '../api/questionsApi';

/**
 * Every question of an element for the centre, reloaded after each change, when evidence of the
 * centre changes anywhere (the cards' evidence counts follow), and when a colleague changes an
 * answer (live collaboration: `by` names them; an open notes or strategy form keeps its draft).
 */
export function useElementQuestions(centerId: string, elementId: string): Resource<Question[]> {
  const { api } = usePlatform();
  const load = useCallback(() => loadElementQuestions(api, centerId, elementId), [api, centerId, elementId]);
  const questions = useResource(load);
  const { reload } = questions;
  useBusEvent('data.changed', (change) => {
    if (change.centerId !== centerId) return;
    if (change.entity === 'evidence' || (change.entity === 'questions' && change.by)) void reload();
  });
  return questions;
}
