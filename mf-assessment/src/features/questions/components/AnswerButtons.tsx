import type { QuestionStatus } from '@qip/shared-contracts';
import { SpinnerIcon } from '@qip/shared-ui';
import styled, { css, type DefaultTheme } from 'styled-components';

export const ANSWERS: ReadonlyArray<{ status: Exclude<QuestionStatus, 0>; label: string }> = [
  { status: 1, label: 'Yes' },
  { status: 2, label: 'No' },
  { status: 3, label: 'Not applicable' },
];

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const chosenColours = (theme: DefaultTheme, status: QuestionStatus) =>
  status === 1
    ? { background: theme.colours.success, border: theme.colours.success }
    : status === 2
      ? { background: theme.colours.danger, border: theme.colours.danger }
      : { background: theme.colours.textMuted, border: theme.colours.textMuted };

const Choice = styled.button<{ $status: QuestionStatus; $chosen: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 38px;
  min-width: 72px;
  justify-content: center;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  border: 2px solid ${({ theme }) => theme.colours.borderStrong};
  background: ${({ theme }) => theme.colours.surface};
  color: ${({ theme }) => theme.colours.text};
  ${({ $chosen, $status, theme }) =>
    $chosen &&
    css`
      background: ${chosenColours(theme, $status).background};
      border-color: ${chosenColours(theme, $status).border};
      color: ${theme.colours.onPrimary};
    `}
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colours.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;

/**
 * Yes / No / Not applicable. The chosen one is pressed; the one being saved shows a spinner;
 * while any answer is being saved, none can be chosen.
 */
export function AnswerButtons({
  status,
  saving,
  blocked,
  readOnly,
  questionTitle,
  onChoose,
}: {
  status: QuestionStatus;
  /** The answer being saved for this question, if any. */
  saving: QuestionStatus | null;
  /** Another answer is in flight. */
  blocked: boolean;
  readOnly: boolean;
  questionTitle: string;
  onChoose: (status: Exclude<QuestionStatus, 0>) => void;
}) {
  return (
    <Group role="group" aria-label={`Your answer to: ${questionTitle}`}>
      {ANSWERS.map((answer) => {
        const isSaving = saving === answer.status;
        return (
          <Choice
            key={answer.status}
            type="button"
            aria-pressed={status === answer.status}
            aria-busy={isSaving || undefined}
            disabled={readOnly || blocked || saving !== null}
            $status={answer.status}
            $chosen={status === answer.status || isSaving}
            onClick={() => onChoose(answer.status)}
          >
            {isSaving && <SpinnerIcon aria-hidden="true" $size={14} />}
            {answer.label}
          </Choice>
        );
      })}
    </Group>
  );
}
