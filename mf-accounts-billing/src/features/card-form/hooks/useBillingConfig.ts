import { useResource, usePlatform } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadBillingConfig } from '../api/cardFormApi';

/** The deployment's billing mode, loaded once per form. */
export function useBillingConfig() {
  const { api } = usePlatform();
  return useResource(useCallback(() => loadBillingConfig(api), [api]));
}
