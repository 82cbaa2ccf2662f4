import { formatUnixDate, inputRefusalMessage, PATHS, type SubscriptionProduct } from '@qip/shared-contracts';
import { Button, ConfirmDialog, Modal, usePortalNavigate, VisuallyHidden } from '@qip/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useSubscriptionActions } from '../hooks/useSubscriptionActions';
import { FailedModal, WorkingModal } from './FlowModals';

export const CANCELLING = 'Cancelling your subscription...';
const CANCEL_FAILED = 'Your subscription could not be cancelled. Please try again.';

type Step =
  | { kind: 'pick' }
  | { kind: 'confirm'; product: SubscriptionProduct }
  | { kind: 'cancelling' }
  | { kind: 'done'; product: SubscriptionProduct; endsAt: number; commitment: boolean }
  | { kind: 'failed'; message: string };

const Choices = styled.fieldset`
  border: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  & label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;
  }
  & label:has(input:checked) {
    border-color: ${({ theme }) => theme.colours.primary};
    background: ${({ theme }) => theme.colours.primarySoft};
  }
  & small {
    display: block;
    color: ${({ theme }) => theme.colours.textMuted};
  }
`;

function ServicePicker({
  products,
  initialChoice,
  onNext,
  onClose,
}: {
  products: readonly SubscriptionProduct[];
  initialChoice: string | undefined;
  onNext: (product: SubscriptionProduct) => void;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState(initialChoice ?? (products.length === 1 ? products[0]?.center_id : undefined));
  const product = products.find((candidate) => candidate.center_id === chosen);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Cancel subscription"
      description="Which service's subscription do you want to cancel?"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button variant="danger" disabled={!product} onClick={() => product && onNext(product)}>
            Continue
          </Button>
        </>
      }
    >
      <Choices>
        <VisuallyHidden as="legend">Service</VisuallyHidden>
        {products.map((candidate) => (
          <label key={candidate.center_id}>
            <input
              type="radio"
              name="service"
              value={candidate.center_id}
              checked={chosen === candidate.center_id}
              onChange={() => setChosen(candidate.center_id)}
            />
            <span>
              {candidate.center_name}
              <small>{candidate.product}</small>
            </span>
          </label>
        ))}
      </Choices>
    </Modal>
  );
}

function CancelledNotice({
  product,
  endsAt,
  commitment,
  onClose,
}: {
  product: SubscriptionProduct;
  endsAt: number;
  commitment: boolean;
  onClose: () => void;
}) {
  const { go } = usePortalNavigate();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Your subscription has been cancelled"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Go Back
          </Button>
          <Button onClick={() => go(PATHS.reports)}>Get Reports</Button>
        </>
      }
    >
      <p>
        {product.center_name} stays active until <strong>{formatUnixDate(endsAt)}</strong>
        {commitment
          ? ': monthly plans have a minimum 6 month commitment, and yours ends then.'
          : ', the end of its billing period.'}
      </p>
      <p>Until then you can keep working on your QIP and SAT, and download your reports.</p>
    </Modal>
  );
}

/**
 * The cancel flow (spec section 4): pick the service (`initialChoice` is chosen first), confirm with
 * Yes or No (an outside click does not answer), 'Cancelling your subscription...', then the
 * notice that the service stays active until the cancellation takes effect, saying when the
 * 6-month minimum is the reason. `onClose(changed)` lets the caller refresh its products.
 */
export function CancelFlow({
  userId,
  products,
  initialChoice,
  onClose,
}: {
  userId: string;
  /** The subscriptions that can be cancelled. */
  products: readonly SubscriptionProduct[];
  /** The service chosen when the picker opens (the row or subscription the flow started from). */
  initialChoice?: string;
  onClose: (changed: boolean) => void;
}) {
  const { cancel } = useSubscriptionActions(userId);
  const [step, setStep] = useState<Step>({ kind: 'pick' });

  const confirm = async (product: SubscriptionProduct) => {
    setStep({ kind: 'cancelling' });
    try {
      const answer = await cancel(product);
      const commitment = answer.ends_at > answer.subscription.subscription.current_period_end;
      setStep({ kind: 'done', product, endsAt: answer.ends_at, commitment });
    } catch (error) {
      setStep({ kind: 'failed', message: inputRefusalMessage(error, CANCEL_FAILED) });
    }
  };

  switch (step.kind) {
    case 'pick':
      return (
        <ServicePicker
          products={products}
          initialChoice={initialChoice}
          onNext={(product) => setStep({ kind: 'confirm', product })}
          onClose={() => onClose(false)}
        />
      );
    case 'confirm':
      return (
        <ConfirmDialog
          open
          dismissible={false}
          danger
          title="Cancel subscription"
          message={`Are you sure you want to cancel the subscription of ${step.product.center_name}?`}
          onConfirm={() => void confirm(step.product)}
          onCancel={() => onClose(false)}
        />
      );
    case 'cancelling':
      return <WorkingModal label={CANCELLING} />;
    case 'done':
      return (
        <CancelledNotice
          product={step.product}
          endsAt={step.endsAt}
          commitment={step.commitment}
          onClose={() => onClose(true)}
        />
      );
    case 'failed':
      return <FailedModal title="Cancel subscription" message={step.message} onClose={() => onClose(false)} />;
  }
}
