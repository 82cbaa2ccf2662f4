import { inputRefusalMessage, type SubscriptionProduct } from '@qip/shared-contracts';
import { Button, ConfirmDialog, Modal } from '@qip/shared-ui';
import { useState } from 'react';
import { useSubscriptionActions } from '../hooks/useSubscriptionActions';
import { FailedModal, WorkingModal } from './FlowModals';

export const REACTIVATING = 'Reactivating your subscription...';
export const REACTIVATED = 'Your subscription has been reactivated!';
const REACTIVATE_FAILED = 'Your subscription could not be reactivated. Please try again.';

type Step = 'confirm' | 'working' | 'done' | { failed: string };

/**
 * The reactivate flow (spec section 4): confirmation, 'Reactivating your subscription...', then
 * 'Your subscription has been reactivated!' with Ok. `onClose(changed)` lets the caller refresh.
 */
export function ReactivateFlow({
  userId,
  product,
  onClose,
}: {
  userId: string;
  product: SubscriptionProduct;
  onClose: (changed: boolean) => void;
}) {
  const { reactivate } = useSubscriptionActions(userId);
  const [step, setStep] = useState<Step>('confirm');

  const confirm = async () => {
    setStep('working');
    try {
      await reactivate(product);
      setStep('done');
    } catch (error) {
      setStep({ failed: inputRefusalMessage(error, REACTIVATE_FAILED) });
    }
  };

  if (step === 'confirm') {
    return (
      <ConfirmDialog
        open
        dismissible={false}
        title="Reactivate subscription"
        message={`Do you want to reactivate the subscription of ${product.center_name}? It will renew as before.`}
        onConfirm={() => void confirm()}
        onCancel={() => onClose(false)}
      />
    );
  }
  if (step === 'working') return <WorkingModal label={REACTIVATING} />;
  if (step === 'done') {
    return (
      <Modal
        open
        onOpenChange={(open) => {
          if (!open) onClose(true);
        }}
        size="sm"
        title={REACTIVATED}
        footer={<Button onClick={() => onClose(true)}>Ok</Button>}
      />
    );
  }
  return <FailedModal title="Reactivate subscription" message={step.failed} onClose={() => onClose(false)} />;
}
