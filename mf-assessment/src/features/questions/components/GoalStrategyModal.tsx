import {
  LONG_TEXT_MAX,
  improvementPlanCsv,
  refusalMessage,
  userResourcePath,
  type ComplyInput,
} from '@qip/shared-contracts';
import { Button, downloadText, ErrorText, Modal, TextAreaField, usePortalNavigate, ModalActions } from '@qip/shared-ui';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { SaveConflictDialog, useVersionedSave } from '../../common';
import { QuestionTasks } from '../../tasks';
import { useComply } from '../hooks/useComply';
import type { QuestionModalProps } from './NotesModal';

export const STRATEGY_SAVE_FAILED = 'Your goal and strategy could not be saved. They are still here: please try again.';

/** The resource centre's app tutorials. */
const TUTORIALS_PATH = userResourcePath({ tab: 'tutorials' });

const Suggestion = styled.section`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.primarySoft};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  p {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Resources = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    width: 100%;
  }
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colours.primary};
  }
`;

/** Appends the suggestion to what is written, or starts with it. */
const withSuggestion = (current: string, suggestion: string) =>
  current.trim() === '' ? suggestion : `${current.trim()}\n\n${suggestion}`;

/**
 * A No becomes a goal: the issue the self-assessment found, the goal and how to reach it, the
 * bank's suggested first strategy, a downloadable improvement-plan row, the element's resources and the video tutorials.
 * Saves only what changed.
 */
export function GoalStrategyModal({ question, centerId, readOnly, onClose, onSaved }: QuestionModalProps) {
  const comply = useComply();
  const { onLinkClick } = usePortalNavigate();
  const elementResources = userResourcePath({ tab: 'qip', element: question.label });
  const [failure, setFailure] = useState<string | null>(null);
  const initial = { selfAssessment: question.selfAssessment ?? '', goalStrategy: question.goalStrategy ?? '' };
  // Saved from the version loaded: texts a colleague saved meanwhile are shown, never overwritten.
  const versioned = useVersionedSave(question.version);
  const [overwriting, setOverwriting] = useState(false);
  // The changes of the refused save, sent again by 'Save mine over it'.
  const pending = useRef<Partial<Pick<ComplyInput, 'self_assessment' | 'goalStrategy'>>>({});
  const send = (version: number) =>
    comply({ center_id: centerId, question_id: question.id, ...pending.current, version });

  return (
    <Formik
      initialValues={initial}
      onSubmit={async (values) => {
        const changes = {
          ...(values.selfAssessment.trim() !== initial.selfAssessment.trim()
            ? { self_assessment: values.selfAssessment.trim() || null }
            : {}),
          ...(values.goalStrategy.trim() !== initial.goalStrategy.trim()
            ? { goalStrategy: values.goalStrategy.trim() || null }
            : {}),
        };
        if (Object.keys(changes).length === 0) {
          onClose();
          return;
        }
        setFailure(null);
        pending.current = changes;
        // The API shows the text of the goal strategy when both changed; the dialog shows the same.
        const mine = changes.goalStrategy !== undefined ? values.goalStrategy : values.selfAssessment;
        try {
          const saved = await versioned.save(mine.trim(), send);
          if (saved) onSaved(saved);
        } catch (error) {
          setFailure(refusalMessage(error, STRATEGY_SAVE_FAILED));
        }
      }}
    >
      {({ values, isSubmitting, submitForm, setFieldValue }) => (
        <Modal
          open
          size="lg"
          onOpenChange={(next) => {
            if (!next && !isSubmitting) onClose();
          }}
          title={`Goal and strategy: ${question.label}`}
          description={question.title}
          footer={
            <ModalActions
              readOnly={readOnly}
              saving={isSubmitting}
              saveLabel="Save changes"
              onCancel={onClose}
              onSave={() => void submitForm()}
            />
          }
        >
          <Form>
            {question.noDescription && (
              <Suggestion aria-labelledby="strategy-suggestion">
                <h3 id="strategy-suggestion">Suggested strategy</h3>
                <p>{question.noDescription}</p>
                {!readOnly && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      void setFieldValue(
                        'goalStrategy',
                        withSuggestion(values.goalStrategy, question.noDescription ?? ''),
                      )
                    }
                  >
                    Use this suggestion
                  </Button>
                )}
              </Suggestion>
            )}
            <TextAreaField
              name="selfAssessment"
              label="Issue identified during self-assessment"
              hint="What you found when you looked at your practice."
              rows={4}
              maxLength={LONG_TEXT_MAX}
              disabled={readOnly || isSubmitting}
            />
            <TextAreaField
              name="goalStrategy"
              label="Your goal and strategy"
              hint="The outcome you seek, the steps to get there, and how you will know it worked."
              rows={6}
              maxLength={LONG_TEXT_MAX}
              disabled={readOnly || isSubmitting}
            />
            {failure && <ErrorText role="alert">{failure}</ErrorText>}
            <Resources aria-label="Resources">
              <h3>Resources</h3>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  downloadText(`improvement-plan-${question.label}.csv`, improvementPlanCsv(question, values))
                }
              >
                Download improvement plan (CSV)
              </Button>
              <a href={elementResources} onClick={onLinkClick(elementResources)}>
                Resources for element {question.label}
              </a>
              <a href={TUTORIALS_PATH} onClick={onLinkClick(TUTORIALS_PATH)}>
                Video tutorials
              </a>
            </Resources>
          </Form>
          {versioned.stale && (
            <SaveConflictDialog
              stale={versioned.stale}
              saving={overwriting}
              onClose={versioned.dismiss}
              onKeepTheirs={() =>
                void setFieldValue(
                  pending.current.goalStrategy !== undefined ? 'goalStrategy' : 'selfAssessment',
                  versioned.keepTheirs(),
                )
              }
              onSaveMine={() => {
                setOverwriting(true);
                versioned
                  .saveMine((_mine, version) => send(version))
                  .then((saved) => saved && onSaved(saved))
                  .catch((error: unknown) => setFailure(refusalMessage(error, STRATEGY_SAVE_FAILED)))
                  .finally(() => setOverwriting(false));
              }}
            />
          )}
          {/* Outside the goal's form: the task forms are forms of their own. */}
          <QuestionTasks kind="goal" question={question} centerId={centerId} readOnly={readOnly} />
        </Modal>
      )}
    </Formik>
  );
}
