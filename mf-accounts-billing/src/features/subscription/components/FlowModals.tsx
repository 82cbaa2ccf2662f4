import { Button, Modal, Spinner } from '@qip/shared-ui';

// The steps a subscription flow shows in a modal: work in progress, and a failure with the
// API's message (the spec only logs failures; the portal says what went wrong).

export function WorkingModal({ label }: { label: string }) {
  return (
    <Modal open onOpenChange={() => undefined} title={label} dismissible={false} size="sm">
      <Spinner label={label} />
    </Modal>
  );
}

export function FailedModal({ title, message, onClose }: { title: string; message: string; onClose: () => void }) {
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      role="alertdialog"
      size="sm"
      title={title}
      description={message}
      footer={<Button onClick={onClose}>Ok</Button>}
    />
  );
}
