import { EmptyState, LoadFailedState, LoadingState, PanelTitle } from '@qip/shared-ui';
import styled from 'styled-components';
import { CardForm } from '../../card-form';
import { usePaymentMethods, type BillingAccount } from '../../common';
import { usePaymentMethodActions } from '../hooks/usePaymentMethodActions';
import { PaymentMethodsTable } from './PaymentMethodsTable';

const Section = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space(8)};
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/**
 * The saved cards and the form to add one (spec 'Add payment method': validate, create the
 * card with the provider, attach it, reload the list, clear the fields). `onCardAdded` hears
 * how many open invoices the new card paid.
 */
export function PaymentDetails({
  account,
  onCardAdded,
}: {
  account: BillingAccount;
  onCardAdded?: (paidInvoices: number) => void;
}) {
  const methods = usePaymentMethods(account.userId);
  const { add, remove } = usePaymentMethodActions(account.userId, account.selectedServiceId);

  const addCard = async (paymentMethodId: string) => {
    const paidInvoices = await add(paymentMethodId);
    await methods.reload();
    onCardAdded?.(paidInvoices);
  };
  const deleteCard: typeof remove = async (method) => {
    const deleted = await remove(method);
    if (deleted) await methods.reload();
    return deleted;
  };

  return (
    <>
      <Section aria-labelledby="saved-cards">
        <PanelTitle id="saved-cards">Saved cards</PanelTitle>
        {methods.status === 'loading' && <LoadingState />}
        {methods.status === 'failed' && <LoadFailedState error={methods.error} onRetry={() => void methods.reload()} />}
        {methods.status === 'ready' &&
          (methods.data.length === 0 ? (
            <EmptyState title="No saved cards" description="Add a card below to pay for your subscriptions." />
          ) : (
            <PaymentMethodsTable methods={methods.data} onDelete={deleteCard} />
          ))}
      </Section>
      <Section aria-labelledby="add-card">
        <PanelTitle id="add-card">Add a new card</PanelTitle>
        <Lead>The new card becomes your default: your next payments, and any payment due now, are made with it.</Lead>
        <CardForm onPaymentMethod={addCard} submitLabel="Add card" />
      </Section>
    </>
  );
}
