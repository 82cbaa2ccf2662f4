import { inputRefusalMessage, type PaymentMethod } from '@qip/shared-contracts';
import { usePlatform } from '@qip/shared-ui';
import { useCallback } from 'react';
import { attachPaymentMethod, detachPaymentMethod } from '../api/paymentMethodsApi';

export const CARD_ADDED = 'Your card has been added.';
export const CARD_DELETED = 'The payment method has been deleted.';
const DELETE_FAILED = 'The payment method could not be deleted. Please try again.';

/**
 * Adding a card (it becomes the default and pays any open invoice: then the account's services
 * change status, so the shell reloads them) and deleting one.
 */
export function usePaymentMethodActions(userId: string, centerId: string | null) {
  const { api, bus } = usePlatform();

  const add = useCallback(
    async (paymentMethodId: string): Promise<number> => {
      const { paid_invoices: paidInvoices } = await attachPaymentMethod(api, userId, paymentMethodId);
      bus.publish('toast', { kind: 'success', message: CARD_ADDED });
      if (paidInvoices > 0) bus.publish('account.changed', centerId ? { centerId } : {});
      return paidInvoices;
    },
    [api, bus, userId, centerId],
  );

  const remove = useCallback(
    async (method: PaymentMethod): Promise<boolean> => {
      try {
        await detachPaymentMethod(api, method.id);
      } catch (error) {
        bus.publish('toast', { kind: 'error', message: inputRefusalMessage(error, DELETE_FAILED) });
        return false;
      }
      bus.publish('toast', { kind: 'success', message: CARD_DELETED });
      return true;
    },
    [api, bus],
  );

  return { add, remove };
}
