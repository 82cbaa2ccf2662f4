import type { Question, QuestionStatus, TaskType } from '@qip/shared-contracts';
import { refusalMessage } from '@qip/shared-contracts';
import { EmptyState, usePlatform } from '@qip/shared-ui';
import { EvidenceModal } from '../../evidence';
import { HistoryPanel } from '../../history';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { GoalStrategyModal } from './GoalStrategyModal';
import { NotesModal } from './NotesModal';
import { QuestionCard, questionTitleId } from './QuestionCard';
import { QuestionTasks, QuestionTaskSummary, QuestionTasksModal, useTaskCounts } from '../../tasks';
import type { SatSelection } from '../../sat';
import { useComply } from '../hooks/useComply';
import { useQuestionHighlight } from '../hooks/useQuestionHighlight';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const ANSWER_SAVE_FAILED = 'Your answer could not be saved. Please try again.';

type Pending = { questionId: string; status: QuestionStatus } | null;
type OpenModal =
  | { kind: 'notes' | 'strategy' | 'history'; question: Question }
  | { kind: 'tasks'; question: Question; taskKind: TaskType; adding: boolean }
  | { kind: 'evidence'; question: Question & { cqrId: string } }
  | null;

/**
 * The questions shown, with answering: choosing the current answer does nothing, and nothing
 * can be chosen while an answer is being saved. After a change, `onChanged` refreshes the list
 * and the progress (and the shell's bar follows through the bus).
 */
export function QuestionList({
  questions,
  centerId,
  readOnly,
  emptyText,
  focusQuestionId = null,
  sat,
  onSaved,
  onChanged,
}: {
  questions: readonly Question[];
  centerId: string;
  readOnly: boolean;
  emptyText: string;
  /** The question the address names ('Go to question'): scrolled to and highlighted. */
  focusQuestionId?: string | null;
  /** Choosing strengths for the SAT, and the warning before a No deletes a SAT description. */
  sat: SatSelection;
  /**
   * A question's notes or goal texts saved: shown at once, so notes opened again before the
   * reload ends start from the saved text and version (not the old copy, a conflict with oneself).
   */
  onSaved: (saved: Question) => void;
  onChanged: () => Promise<void>;
}) {
  const comply = useComply();
  const { bus } = usePlatform();
  const [pending, setPending] = useState<Pending>(null);
  const [modal, setModal] = useState<OpenModal>(null);
  // The ref answers at once; state may lag one render behind a double click.
  const inFlight = useRef(false);
  const taskCountOf = useTaskCounts(centerId);
  const highlighted = useQuestionHighlight(focusQuestionId, questions);

  const answer = async (question: Question, status: Exclude<QuestionStatus, 0>) => {
    if (readOnly || inFlight.current || question.status === status) return;
    inFlight.current = true;
    setPending({ questionId: question.id, status });
    try {
      await comply({ center_id: centerId, question_id: question.id, result: status });
      await onChanged();
    } catch (error) {
      // A refused answer says why and where to go (a blocked subscription), in the API's words.
      bus.publish('toast', { kind: 'error', message: refusalMessage(error, ANSWER_SAVE_FAILED) });
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  };

  const saved = async (question?: Question) => {
    setModal(null);
    if (question) onSaved(question);
    await onChanged();
  };

  if (questions.length === 0) return <EmptyState title={emptyText} />;

  return (
    <>
      <List>
        {questions.map((question) => (
          <li key={question.id}>
            <QuestionCard
              question={question}
              saving={pending?.questionId === question.id ? pending.status : null}
              blocked={pending !== null}
              readOnly={readOnly}
              onAnswer={(status) => sat.beforeAnswer(question, status, () => answer(question, status))}
              onOpenNotes={() => setModal({ kind: 'notes', question })}
              onOpenStrategy={() => setModal({ kind: 'strategy', question })}
              onOpenHistory={() => setModal({ kind: 'history', question })}
              highlighted={highlighted === question.id}
              sat={sat.row(question, { readOnly, describedBy: questionTitleId(question.id) })}
              tasks={
                <QuestionTaskSummary
                  questionTitle={question.title}
                  counts={taskCountOf(question.id)}
                  addKind={question.status === 2 ? 'goal' : 'evidence'}
                  readOnly={readOnly}
                  onOpen={(taskKind, adding) => setModal({ kind: 'tasks', question, taskKind, adding })}
                />
              }
              onOpenEvidence={() => {
                const { cqrId } = question;
                if (cqrId) setModal({ kind: 'evidence', question: { ...question, cqrId } });
              }}
            />
          </li>
        ))}
      </List>
      {modal?.kind === 'notes' && (
        <NotesModal
          question={modal.question}
          centerId={centerId}
          readOnly={readOnly}
          onClose={() => setModal(null)}
          onSaved={(question) => void saved(question)}
        />
      )}
      {modal?.kind === 'tasks' && (
        <QuestionTasksModal
          kind={modal.taskKind}
          question={modal.question}
          centerId={centerId}
          readOnly={readOnly}
          startAdding={modal.adding}
          onClose={() => setModal(null)}
        />
      )}
      {modal?.kind === 'evidence' && (
        <EvidenceModal
          question={modal.question}
          centerId={centerId}
          readOnly={readOnly}
          tasksSection={
            <QuestionTasks kind="evidence" question={modal.question} centerId={centerId} readOnly={readOnly} />
          }
          onClose={() => void saved()}
          onNoteSaved={() => void onChanged()}
        />
      )}
      {modal?.kind === 'history' && (
        <HistoryPanel
          question={modal.question}
          centerId={centerId}
          readOnly={readOnly}
          onClose={() => setModal(null)}
          onRestored={() => void onChanged()}
        />
      )}
      {modal?.kind === 'strategy' && (
        <GoalStrategyModal
          question={modal.question}
          centerId={centerId}
          readOnly={readOnly}
          onClose={() => setModal(null)}
          onSaved={(question) => void saved(question)}
        />
      )}
    </>
  );
}
