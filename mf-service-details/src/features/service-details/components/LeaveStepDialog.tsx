import { Button, Modal } from '@qip/shared-ui';

export const UNSAVED_CHANGES_TITLE = 'You have unsaved changes on this step';

/** Asked before leaving a step with unsaved changes: save them, drop them, or stay. */
export function LeaveStepDialog({
  open,
  canSave,
  onSave,
  onDiscard,
  onStay,
}: {
  open: boolean;
  /** False in a viewer session or where the user cannot save the step. */
  canSave: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onStay: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      role="alertdialog"
      size="md"
      title={UNSAVED_CHANGES_TITLE}
      description="Save them before you go on, or leave them behind."
      footer={
        <>
          <Button variant="ghost" onClick={onStay}>
            Stay on this step
          </Button>
          <Button variant="secondary" onClick={onDiscard}>
            Discard changes
          </Button>
          {canSave && <Button onClick={onSave}>Save and continue</Button>}
        </>
      }
    />
  );
}
