import type { TaskType } from '@qip/shared-contracts';
import { Button } from '@qip/shared-ui';
import styled from 'styled-components';

const Summary = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin: 0;
  }
`;

const Counted = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The question card's task row (spec: for Yes and No only): 'Tasks assigned to this question'
 * with 'Add tasks', and the evidence and goal task counts with their view buttons.
 */
export function QuestionTaskSummary({
  questionTitle,
  counts,
  addKind,
  readOnly,
  onOpen,
}: {
  questionTitle: string;
  counts: { evidence: number; goal: number };
  /** The kind 'Add tasks' adds: evidence for a Yes, goal for a No. */
  addKind: TaskType;
  readOnly: boolean;
  onOpen: (kind: TaskType, adding: boolean) => void;
}) {
  return (
    <Summary aria-label={`Tasks assigned to this question: ${questionTitle}`}>
      <h4>Tasks assigned to this question</h4>
      {!readOnly && (
        <Button size="sm" variant="secondary" onClick={() => onOpen(addKind, true)}>
          Add tasks
        </Button>
      )}
      <Counted>
        Evidence task(s) assigned: {counts.evidence}
        <Button
          size="sm"
          variant="link"
          aria-label={`View evidence tasks (${counts.evidence})`}
          onClick={() => onOpen('evidence', false)}
        >
          View
        </Button>
      </Counted>
      <Counted>
        Goal task(s) assigned: {counts.goal}
        <Button
          size="sm"
          variant="link"
          aria-label={`View goal tasks (${counts.goal})`}
          onClick={() => onOpen('goal', false)}
        >
          View
        </Button>
      </Counted>
    </Summary>
  );
}
