import { cardExpiryLabel, paymentMethodLabel, type PaymentMethod } from '@qip/shared-contracts';
import { Button, ConfirmDialog, DataTable, TableScroll } from '@qip/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';

export const DELETE_QUESTION = 'Are you sure you want to delete this payment method?';

const Default = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.primarySoft};
  color: ${({ theme }) => theme.colours.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The saved cards: Method, Expires, and Delete only when more than one card is saved (spec section 5). */
export function PaymentMethodsTable({
  methods,
  onDelete,
}: {
  methods: readonly PaymentMethod[];
  /** Deletes the card; resolves false when it could not be deleted. */
  onDelete: (method: PaymentMethod) => Promise<boolean>;
}) {
  const [confirming, setConfirming] = useState<PaymentMethod | null>(null);
  const [deleting, setDeleting] = useState(false);
  const deletable = methods.length > 1;

  const confirm = async () => {
    if (!confirming) return;
    setDeleting(true);
    await onDelete(confirming);
    setDeleting(false);
    setConfirming(null);
  };

  return (
    <>
      <TableScroll>
        <DataTable aria-label="Saved payment methods">
          <thead>
            <tr>
              <th scope="col">Method</th>
              <th scope="col">Expires</th>
              {deletable && <th scope="col">Delete</th>}
            </tr>
          </thead>
          <tbody>
            {methods.map((method) => (
              <tr key={method.id}>
                <th scope="row">
                  {paymentMethodLabel(method.card)}
                  {method.is_default && <Default>Default</Default>}
                </th>
                <td>{cardExpiryLabel(method.card)}</td>
                {deletable && (
                  <td>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Delete ${paymentMethodLabel(method.card)}`}
                      onClick={() => setConfirming(method)}
                    >
                      Delete
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </DataTable>
      </TableScroll>
      <ConfirmDialog
        open={confirming !== null}
        message={DELETE_QUESTION}
        danger
        busy={deleting}
        busyLabel="Deleting..."
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
