import {
  LAW_RESULT_LABELS,
  LONG_TEXT_MAX,
  refusalMessage,
  summariseLawResults,
  type LawCompliance,
  type LawResultValue,
} from '@qip/shared-contracts';
import { ErrorText, Label, Modal, TextArea, ModalActions } from '@qip/shared-ui';
import { useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useSaveLawCompliance } from '../hooks/useSaveLawCompliance';

export const LAWS_SAVE_FAILED = 'Your answers could not be saved. Nothing was lost: please try again.';

const RESULTS: readonly LawResultValue[] = [1, 2, 3];

const Summary = styled.p`
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const TableWrap = styled.div`
  max-height: 52vh;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
    vertical-align: top;
    text-align: left;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colours.background};
    z-index: 1;
  }
  td.choice,
  th.choice {
    text-align: center;
    width: 96px;
  }
  input[type='radio'] {
    width: 18px;
    height: 18px;
    cursor: pointer;
  }
`;

const Ref = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

type Choices = Record<string, LawResultValue | undefined>;

const choicesOf = (compliance: LawCompliance): Choices =>
  Object.fromEntries(compliance.laws.map((law) => [law.id, law.result ?? undefined]));

/**
 * The laws and regulations table of an area: compliant, non-compliant or not applicable per
 * law, a note, and the ratio recorded so far. Saving keeps what was chosen if it fails.
 */
export function LawsModal({
  open,
  areaId,
  compliance,
  readOnly,
  onClose,
  onSaved,
}: {
  open: boolean;
  areaId: number;
  compliance: LawCompliance;
  readOnly: boolean;
  onClose: () => void;
  onSaved: (saved: LawCompliance) => void;
}) {
  const save = useSaveLawCompliance();
  const noteId = useId();
  const [choices, setChoices] = useState<Choices>(() => choicesOf(compliance));
  const [note, setNote] = useState(compliance.note);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Each opening starts from what is saved.
  useEffect(() => {
    if (open) {
      setChoices(choicesOf(compliance));
      setNote(compliance.note);
      setFailure(null);
    }
  }, [open, compliance]);

  const summary = useMemo(
    () => summariseLawResults(compliance.laws.map((law) => choices[law.id])),
    [choices, compliance.laws],
  );

  const submit = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const larResult = compliance.laws.flatMap((law) => {
        const result = choices[law.id];
        return result ? [{ lar_id: law.id, result }] : [];
      });
      onSaved(await save(compliance, { lar_result: larResult, note: note.trim() }));
    } catch (error) {
      setFailure(refusalMessage(error, LAWS_SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onClose();
      }}
      size="lg"
      title={`Laws and regulations: NQA${areaId}`}
      description="The sections of the National Law and the National Regulations that underpin this quality area. Record where your service stands on each."
      footer={
        <ModalActions
          readOnly={readOnly}
          saving={saving}
          saveLabel="Save"
          onCancel={onClose}
          onSave={() => void submit()}
        />
      }
    >
      <Summary aria-live="polite">
        {summary.recorded} of {summary.total} recorded ({summary.percent}%): {summary.compliant} compliant,{' '}
        {summary.nonCompliant} non-compliant, {summary.notApplicable} not applicable
      </Summary>
      <TableWrap>
        <Table>
          <thead>
            <tr>
              <th scope="col">Law or regulation</th>
              <th scope="col">Elements</th>
              {RESULTS.map((value) => (
                <th scope="col" className="choice" key={value}>
                  {LAW_RESULT_LABELS[value]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {compliance.laws.map((law) => (
              <tr key={law.id}>
                <th scope="row">
                  <Ref>{law.law_regulation}</Ref>
                  <br />
                  <Muted>{law.description}</Muted>
                </th>
                <td>{law.nqs || <Muted>Whole area</Muted>}</td>
                {RESULTS.map((value) => (
                  <td className="choice" key={value}>
                    <input
                      type="radio"
                      name={`law-${law.id}`}
                      value={value}
                      checked={choices[law.id] === value}
                      disabled={readOnly || saving}
                      aria-label={`${law.law_regulation}: ${LAW_RESULT_LABELS[value]}`}
                      onChange={() => setChoices((current) => ({ ...current, [law.id]: value }))}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      <Label htmlFor={noteId}>Note</Label>
      <TextArea
        id={noteId}
        value={note}
        readOnly={readOnly}
        disabled={saving}
        maxLength={LONG_TEXT_MAX}
        onChange={(event) => setNote(event.target.value)}
        placeholder="Anything a reader should know: who checked, when, what is being fixed."
      />
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
    </Modal>
  );
}
