import { SAT_MESSAGES, satDescriptionCounter, satDescriptionFits, type SatEntry } from '@qip/shared-contracts';
import { Button, FormField, SpreadRow, TextArea } from '@qip/shared-ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { SaveConflictDialog, useVersionedSave } from '../../common';
import { SAT_SAVE_FAILED, useAutosave } from '../hooks/useAutosave';
import { useCopyToClipboard } from '../hooks/useCopyToClipboard';

const Item = styled.li`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Question = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Status = styled.p<{ $failed: boolean }>`
  min-height: 1.5em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ $failed, theme }) => ($failed ? theme.colours.danger : theme.colours.success)};
`;

/** What a strength is called: a custom strength's own text, else the question. */
export const strengthText = (entry: SatEntry) => (entry.isCustom ? entry.description : entry.title);

/**
 * One chosen strength, in the drawer and on the SAT page: its description with the
 * characters-left counter, saved 2 seconds after typing stops ('Changes saved!'), and its buttons.
 * Each save sends the version the description was loaded (or last saved) at: a description
 * someone else saved meanwhile is shown beside this person's, never overwritten silently.
 */
export function SatStrengthEditor({
  entry,
  text,
  readOnly,
  onTextChange,
  onSave,
  onGoTo,
  onRemove,
}: {
  entry: SatEntry;
  /** The description as typed (the saved one until the user types). */
  text: string;
  readOnly: boolean;
  onTextChange: (text: string) => void;
  /** Saves the text from `version`; answers the saved entry (with its new version). */
  onSave: (text: string, version: number) => Promise<SatEntry>;
  onGoTo: () => void;
  onRemove: () => void;
}) {
  const copy = useCopyToClipboard();
  const versioned = useVersionedSave(entry.version);
  const { adopt } = versioned;
  // The list reloaded with a newer description (someone else's save, shown because nothing else is
  // typed here): the next save goes from it. Typed text differing from it keeps the version it
  // was edited from, so saving it asks first.
  useEffect(() => {
    if (text === entry.sat_description) adopt(entry.version);
  }, [adopt, entry.sat_description, entry.version, text]);
  const [overwriting, setOverwriting] = useState(false);
  const [overwriteFailed, setOverwriteFailed] = useState(false);
  const autosave = useAutosave(
    async (mine) => (await versioned.save(mine, (version) => onSave(mine, version))) !== null,
    satDescriptionFits,
  );
  const failed = autosave.state === 'failed' || overwriteFailed;
  const counter = satDescriptionCounter(text);
  const titleId = `sat-strength-${entry.id}`;

  return (
    <Item aria-labelledby={titleId}>
      <Question id={titleId}>{strengthText(entry)}</Question>
      <FormField label="SAT description" counter={counter}>
        {({ id, labelId, describedBy }) => (
          <TextArea
            id={id}
            rows={4}
            value={text}
            readOnly={readOnly}
            aria-labelledby={`${labelId} ${titleId}`}
            aria-describedby={describedBy}
            aria-invalid={counter.over || undefined}
            $invalid={counter.over}
            onChange={(event) => {
              onTextChange(event.target.value);
              autosave.edit(event.target.value);
            }}
          />
        )}
      </FormField>
      <SpreadRow $gap={2}>
        <Status role="status" $failed={failed}>
          {autosave.state === 'saved' && !overwriteFailed && SAT_MESSAGES.saved}
          {failed && SAT_SAVE_FAILED}
        </Status>
        <Buttons>
          <Button variant="secondary" size="sm" onClick={() => void copy(text)} aria-describedby={titleId}>
            Copy to clipboard
          </Button>
          <Button variant="secondary" size="sm" onClick={onGoTo} aria-describedby={titleId}>
            Go to strength
          </Button>
          {!readOnly && (
            <>
              <Button variant="danger" size="sm" onClick={onRemove} aria-describedby={titleId}>
                Remove
              </Button>
              <Button
                size="sm"
                onClick={() => void autosave.saveNow(text)}
                busy={autosave.state === 'saving'}
                busyLabel="Saving..."
                disabled={!satDescriptionFits(text)}
                aria-describedby={titleId}
              >
                Save
              </Button>
            </>
          )}
        </Buttons>
      </SpreadRow>
      {versioned.stale && (
        <SaveConflictDialog
          stale={versioned.stale}
          saving={overwriting}
          onClose={versioned.dismiss}
          onKeepTheirs={() => onTextChange(versioned.keepTheirs())}
          onSaveMine={() => {
            setOverwriting(true);
            setOverwriteFailed(false);
            versioned
              .saveMine((mine, version) => onSave(mine, version))
              .catch(() => setOverwriteFailed(true))
              .finally(() => setOverwriting(false));
          }}
        />
      )}
    </Item>
  );
}
