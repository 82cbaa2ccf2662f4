import { Button } from './Button';

export interface ModalActionsProps {
  /** A viewer session only reads: Close instead of Cancel and Save. */
  readOnly?: boolean;
  saving: boolean;
  saveLabel?: string;
  onCancel: () => void;
  onSave: () => void;
}

/** The footer of a modal that edits something: Cancel and Save, or Close when read-only. */
export function ModalActions({ readOnly = false, saving, saveLabel = 'Save', onCancel, onSave }: ModalActionsProps) {
  if (readOnly) {
    return (
      <Button variant="secondary" onClick={onCancel}>
        Close
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button onClick={onSave} busy={saving} busyLabel="Saving...">
        {saveLabel}
      </Button>
    </>
  );
}
