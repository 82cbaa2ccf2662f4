import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, as the spec words it ('Do you wish to log out?'). */
  message: ReactNode;
  /** A heading; the message is used when none is given. */
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirm action is destructive (remove, delete, cancel). */
  danger?: boolean;
  busy?: boolean;
  busyLabel?: string;
  /** When false, clicking outside or pressing Escape does not answer it: Yes or No must be chosen. */
  dismissible?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question that must be answered before going on. */
export function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  danger = false,
  busy = false,
  busyLabel,
  dismissible = true,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy && dismissible) onCancel();
      }}
      role="alertdialog"
      size="sm"
      title={title ?? message}
      description={title ? message : undefined}
      dismissible={dismissible && !busy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={busy} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
