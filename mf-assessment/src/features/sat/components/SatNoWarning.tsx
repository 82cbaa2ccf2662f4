import { SAT_MESSAGES, type SatEntry } from '@qip/shared-contracts';
import { Button, Modal } from '@qip/shared-ui';
import styled from 'styled-components';
import { useCopyToClipboard } from '../hooks/useCopyToClipboard';

const Saved = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colours.warning};
  background: ${({ theme }) => theme.colours.warningSoft};
  border-radius: ${({ theme }) => theme.radii.md};
  white-space: pre-line;
`;

/**
 * Before a No takes a described strength out of the SAT: its description, Copy to clipboard,
 * 'Keep & Close' (nothing changes) or 'Continue to Remove'.
 */
export function SatNoWarning({
  entry,
  busy,
  onKeep,
  onRemove,
}: {
  entry: SatEntry | null;
  busy: boolean;
  onKeep: () => void;
  onRemove: () => void;
}) {
  const copy = useCopyToClipboard();
  return (
    <Modal
      open={entry !== null}
      onOpenChange={(next) => {
        if (!next && !busy) onKeep();
      }}
      role="alertdialog"
      title={SAT_MESSAGES.noWarningTitle}
      description={SAT_MESSAGES.noWarningText}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={() => void copy(entry?.sat_description ?? '')} disabled={busy}>
            Copy to clipboard
          </Button>
          <Button variant="secondary" onClick={onKeep} disabled={busy}>
            Keep &amp; Close
          </Button>
          <Button variant="danger" onClick={onRemove} busy={busy} busyLabel="Removing...">
            Continue to Remove
          </Button>
        </>
      }
    >
      <Saved aria-label="Its SAT description">{entry?.sat_description}</Saved>
    </Modal>
  );
}
