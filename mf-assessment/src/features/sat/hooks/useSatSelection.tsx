import {
  apiErrorBody,
  canAddToSat,
  refusalMessage,
  SAT,
  SAT_MESSAGES,
  type Question,
  type QuestionStatus,
  type SatEntry,
} from '@qip/shared-contracts';
import { usePlatform } from '@qip/shared-ui';
import { useState, type ReactNode } from 'react';
import { SatLimitModal } from '../components/SatLimitModal';
import { SatNoWarning } from '../components/SatNoWarning';
import { SatRow } from '../components/SatRow';
import { useSatActions } from './useSatActions';
import { useSatEntries } from './useSatEntries';

export const SAT_CHANGE_FAILED = 'The SAT could not be changed. Please try again.';

/** The API refused a sixth strength (its 409 says the limit modal's words). */
const isLimitRefusal = (error: unknown) => apiErrorBody(error)?.message.startsWith(SAT_MESSAGES.limitTitle) ?? false;

export interface SatSelection {
  /** The SAT row of a card answered Yes (nothing for any other answer). */
  row: (question: Question, options: { readOnly: boolean; describedBy?: string }) => ReactNode;
  /**
   * Answers a question, first warning when a No would delete a saved SAT description
   * (spec: confirming removes it from the SAT, then sets No).
   */
  beforeAnswer: (question: Question, status: Exclude<QuestionStatus, 0>, answer: () => Promise<void>) => void;
  /** The limit modal and the No warning: rendered once, by the owner of the selection. */
  dialogs: ReactNode;
}

/** Choosing strengths for the SAT from the question cards (spec: 'SAT selection'). */
export function useSatSelection(centerId: string): SatSelection {
  const { bus } = usePlatform();
  const entries = useSatEntries(centerId);
  const actions = useSatActions(centerId);
  const [busyQuestion, setBusyQuestion] = useState<string | null>(null);
  const [limitOpen, setLimitOpen] = useState(false);
  const [warning, setWarning] = useState<{ entry: SatEntry; answer: () => Promise<void> } | null>(null);
  const [removing, setRemoving] = useState(false);

  const list = entries.status === 'ready' ? entries.data : null;
  const entryOf = (questionId: string) => list?.find((entry) => entry.question_id === questionId) ?? null;
  const chosenIn = (elementId: string) => list?.filter((entry) => entry.element_id === elementId).length ?? 0;
  const failed = (error: unknown) =>
    bus.publish('toast', { kind: 'error', message: refusalMessage(error, SAT_CHANGE_FAILED) });

  const toggle = async (question: Question) => {
    if (!list || busyQuestion) return;
    const inSat = entryOf(question.id) !== null;
    if (!inSat && !canAddToSat(chosenIn(question.categoryId))) {
      setLimitOpen(true);
      return;
    }
    setBusyQuestion(question.id);
    try {
      await actions.choose(question.id, inSat ? 0 : 1);
      await entries.reload();
      if (!inSat) bus.publish('toast', { kind: 'success', message: SAT_MESSAGES.added, durationMs: SAT.noticeMs });
    } catch (error) {
      // Someone else filled the element meanwhile: the same modal, in the API's words.
      if (!inSat && isLimitRefusal(error)) setLimitOpen(true);
      else failed(error);
    } finally {
      setBusyQuestion(null);
    }
  };

  const removeThenAnswer = async () => {
    if (!warning) return;
    setRemoving(true);
    try {
      await actions.remove(warning.entry);
      setWarning(null);
      await warning.answer();
    } catch (error) {
      failed(error);
    } finally {
      setRemoving(false);
    }
  };

  return {
    row: (question, { readOnly, describedBy }) =>
      question.status === 1 && (
        <SatRow
          inSat={entryOf(question.id) !== null}
          chosenInElement={chosenIn(question.categoryId)}
          elementLabel={question.label}
          busy={busyQuestion === question.id}
          disabled={readOnly || !list || (busyQuestion !== null && busyQuestion !== question.id)}
          describedBy={describedBy}
          onToggle={() => void toggle(question)}
        />
      ),
    beforeAnswer: (question, status, answer) => {
      const entry = entryOf(question.id);
      if (status === 2 && entry?.hasDataDescription) setWarning({ entry, answer });
      else void answer();
    },
    dialogs: (
      <>
        <SatLimitModal open={limitOpen} onClose={() => setLimitOpen(false)} />
        <SatNoWarning
          entry={warning?.entry ?? null}
          busy={removing}
          onKeep={() => setWarning(null)}
          onRemove={() => void removeThenAnswer()}
        />
      </>
    ),
  };
}
