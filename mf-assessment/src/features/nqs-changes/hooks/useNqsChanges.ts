import type { NqsChanges } from '@qip/shared-contracts';
import { useColleagueChanges, usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadNqsChanges, reviewNqsChange } from '../api/nqsChangesApi';

const CHANGES = ['questions'] as const;

/** The elements the NQS in force changed, flagged for the centre; reloaded when a colleague reviews one or answers. */
export function useNqsChanges(centerId: string): Resource<NqsChanges> {
  const { api } = usePlatform();
  const load = useCallback(() => loadNqsChanges(api, centerId), [api, centerId]);
  const resource = useResource(load);
  useColleagueChanges(CHANGES, centerId, resource.reload);
  return resource;
}

/** Marks a changed element reviewed for the centre. */
export function useReviewNqsChange() {
  const { api } = usePlatform();
  return useCallback((centerId: string, categoryId: string) => reviewNqsChange(api, centerId, categoryId), [api]);
}
