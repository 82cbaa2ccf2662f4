import { SAT_MESSAGES } from '@qip/shared-contracts';
import { Button, Modal } from '@qip/shared-ui';

/** The 5-favourites-limit modal: a sixth strength was chosen in an element. */
export function SatLimitModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      role="alertdialog"
      size="sm"
      title={SAT_MESSAGES.limitTitle}
      description={SAT_MESSAGES.limitText}
      footer={<Button onClick={onClose}>Continue</Button>}
    />
  );
}
