import { changedByMessage, formatChangeTime, HISTORY_MESSAGES } from '@qip/shared-contracts';
import { Button, Modal } from '@qip/shared-ui';
import styled from 'styled-components';
import type { StaleSave } from '../hooks/useVersionedSave';
import { TextVersion } from './TextVersion';

const Versions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * Someone saved the text while this person edited it: 'Changed by {name} at {time}' (their local
 * time), both texts side by side, and the choice. Closing it chooses nothing: the draft stays.
 */
export function SaveConflictDialog({
  stale,
  saving,
  onKeepTheirs,
  onSaveMine,
  onClose,
}: {
  stale: StaleSave;
  saving: boolean;
  onKeepTheirs: () => void;
  onSaveMine: () => void;
  onClose: () => void;
}) {
  const { current } = stale.conflict;
  return (
    <Modal
      open
      role="alertdialog"
      onOpenChange={(next) => {
        if (!next && !saving) onClose();
      }}
      title={HISTORY_MESSAGES.conflictTitle}
      description={changedByMessage(current.by, formatChangeTime(current.at))}
      footer={
        <>
          <Button variant="secondary" onClick={onKeepTheirs} disabled={saving}>
            {HISTORY_MESSAGES.keepTheirs}
          </Button>
          <Button onClick={onSaveMine} busy={saving} busyLabel="Saving...">
            {HISTORY_MESSAGES.saveMine}
          </Button>
        </>
      }
    >
      <Versions>
        <TextVersion heading={`Theirs (${current.by})`} text={current.text} />
        <TextVersion heading="Yours" text={stale.mine} />
      </Versions>
    </Modal>
  );
}
