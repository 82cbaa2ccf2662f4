import { PATHS, SERVICE_REMOVAL_MESSAGES, serviceRemovalRefusal, type AccountService } from '@qip/shared-contracts';
import { Button, ButtonLink, ConfirmDialog, Modal, usePortalNavigate } from '@qip/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';

export const REMOVAL_WARNING =
  'This permanently deletes its QIP and SAT, tasks, reports and files for every user of the service. ' +
  'Its tax invoices stay in Past payments. This cannot be undone.';

const Failure = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colours.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * Removing a service: when the rules refuse it (a running subscription, the account's last
 * service) the dialog says why before any call; otherwise it asks, then removes.
 */
export function RemoveServiceDialog({
  service,
  accountServices,
  onRemove,
  onClose,
}: {
  service: AccountService;
  accountServices: number;
  /** Removes it: why it failed, or null once removed. */
  onRemove: () => Promise<string | null>;
  onClose: () => void;
}) {
  const { onLinkClick } = usePortalNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refusal = serviceRemovalRefusal({
    role: service.role,
    subscriptionStatus: service.subscriptionStatus,
    cancelPending: service.cancelPending,
    accountServices,
  });

  if (refusal) {
    const subscriptionRuns = refusal === 'liveSubscription' || refusal === 'cancellationPending';
    return (
      <Modal
        open
        onOpenChange={(open) => !open && onClose()}
        role="alertdialog"
        size="sm"
        title={`${service.name} cannot be removed`}
        description={SERVICE_REMOVAL_MESSAGES[refusal]}
        footer={
          <>
            {subscriptionRuns && (
              <ButtonLink variant="secondary" href={PATHS.billing(2)} onClick={onLinkClick(PATHS.billing(2))}>
                Subscription details
              </ButtonLink>
            )}
            <Button onClick={onClose}>Ok</Button>
          </>
        }
      />
    );
  }

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    const why = await onRemove();
    setBusy(false);
    if (why) setFailure(why);
    else onClose();
  };

  return (
    <ConfirmDialog
      open
      title={`Remove ${service.name}?`}
      message={
        <>
          {REMOVAL_WARNING}
          {failure && <Failure role="alert">{failure}</Failure>}
        </>
      }
      confirmLabel="Remove service"
      cancelLabel="Keep it"
      busyLabel="Removing..."
      danger
      busy={busy}
      dismissible={false}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
