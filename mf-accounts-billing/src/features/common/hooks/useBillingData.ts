import { usePlatform, useResource } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadInvoices, loadPaymentMethods, loadProducts } from '../api/billingApi';

/** The account's subscriptions, one per service (none for a trial account). */
export function useProducts(userId: string) {
  const { api } = usePlatform();
  return useResource(useCallback(() => loadProducts(api, userId), [api, userId]));
}

/** The account's saved cards. */
export function usePaymentMethods(userId: string) {
  const { api } = usePlatform();
  return useResource(useCallback(() => loadPaymentMethods(api, userId), [api, userId]));
}

/** The account's invoices, newest first. */
export function useInvoices(userId: string) {
  const { api } = usePlatform();
  return useResource(useCallback(() => loadInvoices(api, userId), [api, userId]));
}
