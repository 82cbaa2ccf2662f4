import { QUESTION_CATEGORY_LABELS, type Question, type QuestionStatus } from '@qip/shared-contracts';
import { Button, SpreadRow } from '@qip/shared-ui';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { EvidenceIndicator } from '../../evidence';
import { AnswerButtons } from './AnswerButtons';

export const STATUS_LABELS: Readonly<Record<QuestionStatus, string>> = {
  0: 'Unanswered',
  1: 'Yes',
  2: 'No',
  3: 'Not applicable',
};

const Card = styled.article<{ $status: QuestionStatus; $highlighted: boolean }>`
  scroll-margin-top: ${({ theme }) => theme.space(6)};
  transition: box-shadow 0.3s ease;
  ${({ $highlighted, theme }) =>
    $highlighted &&
    css`
      box-shadow: 0 0 0 4px ${theme.colours.primary};
    `}
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-left: 5px solid
    ${({ $status, theme }) =>
      $status === 1 ? theme.colours.success : $status === 2 ? theme.colours.danger : theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space(5)};
  ${({ $highlighted, theme }) =>
    !$highlighted &&
    css`
      box-shadow: ${theme.shadows.card};
    `}
`;

const Meta = styled(SpreadRow).attrs({ $gap: 2 })`
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`;

const Pill = styled.span<{ $status: QuestionStatus }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  ${({ $status, theme }) =>
    $status === 1
      ? css`
          background: ${theme.colours.successSoft};
          color: ${theme.colours.success};
        `
      : $status === 2
        ? css`
            background: ${theme.colours.dangerSoft};
            color: ${theme.colours.danger};
          `
        : css`
            background: ${theme.colours.background};
            color: ${theme.colours.textMuted};
          `}
`;

const Badges = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Actions = SpreadRow;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Guidance = styled.div<{ $tone: 'success' | 'danger' }>`
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ $tone, theme }) => ($tone === 'success' ? theme.colours.successSoft : theme.colours.dangerSoft)};
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

/** The id of a question's title: it names the card and describes the card's buttons. */
export const questionTitleId = (questionId: string) => `question-${questionId}`;

/** The id of a question's card in the page (scrolled to by 'Go to question'). */
export const questionCardId = (questionId: string) => `question-card-${questionId}`;

const notesLabel = (notes: string | null, readOnly: boolean) =>
  readOnly ? 'View notes' : notes ? 'Edit notes' : 'Add notes';

export interface QuestionCardProps {
  question: Question;
  saving: QuestionStatus | null;
  blocked: boolean;
  readOnly: boolean;
  onAnswer: (status: Exclude<QuestionStatus, 0>) => void;
  onOpenNotes: () => void;
  onOpenStrategy: () => void;
  /** The task row (spec: shown only for Yes and No). */
  tasks?: ReactNode;
  /** The SAT row (spec: shown only for Yes). */
  sat?: ReactNode;
  /** Briefly marked after 'Go to question' brought the user here. */
  highlighted?: boolean;
  onOpenEvidence: () => void;
  /** Opens the question's History (every change, who and when; texts can be restored). */
  onOpenHistory: () => void;
}

/** One question: what it asks, the answer buttons, notes, and the guidance its answer calls for. */
export function QuestionCard({
  question,
  saving,
  blocked,
  readOnly,
  onAnswer,
  onOpenNotes,
  onOpenStrategy,
  tasks,
  sat,
  highlighted = false,
  onOpenEvidence,
  onOpenHistory,
}: QuestionCardProps) {
  const titleId = questionTitleId(question.id);
  return (
    <Card
      id={questionCardId(question.id)}
      aria-labelledby={titleId}
      aria-current={highlighted ? 'location' : undefined}
      $status={question.status}
      $highlighted={highlighted}
    >
      <Meta>
        <span>
          {question.label} · {QUESTION_CATEGORY_LABELS[question.type]}
        </span>
        <Badges>
          {question.status === 1 && <EvidenceIndicator count={question.evidenceCount} />}
          <Pill $status={question.status}>{STATUS_LABELS[question.status]}</Pill>
        </Badges>
      </Meta>
      <Title id={titleId}>{question.title}</Title>
      <Description>{question.description}</Description>
      <Actions>
        <AnswerButtons
          status={question.status}
          saving={saving}
          blocked={blocked}
          readOnly={readOnly}
          questionTitle={question.title}
          onChoose={onAnswer}
        />
        <Tools>
          {!(readOnly && !question.notes) && (
            <Button variant="secondary" size="sm" onClick={onOpenNotes} aria-describedby={titleId}>
              {notesLabel(question.notes, readOnly)}
            </Button>
          )}
          {question.status === 1 && question.cqrId && (
            <Button variant="secondary" size="sm" onClick={onOpenEvidence} aria-describedby={titleId}>
              {readOnly ? 'View evidence' : 'Provide evidence'}
            </Button>
          )}
          {question.status === 2 && (
            <Button variant="secondary" size="sm" onClick={onOpenStrategy} aria-describedby={titleId}>
              Goal &amp; strategy
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={onOpenHistory} aria-describedby={titleId}>
            History
          </Button>
        </Tools>
      </Actions>
      {question.status === 1 && sat}
      {question.status === 1 && question.yesDescription && (
        <Guidance $tone="success">
          <strong>Evidence that shows this</strong>
          {question.yesDescription}
        </Guidance>
      )}
      {question.status === 2 && (
        <Guidance $tone="danger">
          <strong>{question.goalStrategy ? 'Your goal strategy' : 'A place to start'}</strong>
          {question.goalStrategy || question.noDescription}
        </Guidance>
      )}
      {(question.status === 1 || question.status === 2) && tasks}
    </Card>
  );
}
