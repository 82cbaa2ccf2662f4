import { LONG_TEXT_MAX, refusalMessage, type Question } from '@qip/shared-contracts';
import { ErrorText, Modal, TextAreaField, ModalActions } from '@qip/shared-ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { SaveConflictDialog, useVersionedSave } from '../../common';
import { useComply } from '../hooks/useComply';

export const NOTES_SAVE_FAILED = 'Your notes could not be saved. They are still here: please try again.';

/** What every modal of a question card gets. */
export interface QuestionModalProps {
  question: Question;
  centerId: string;
  readOnly: boolean;
  onClose: () => void;
  onSaved: (saved: Question) => void;
}

/** Notes on a question. Saves only when the text changed; otherwise it just closes. */
export function NotesModal({ question, centerId, readOnly, onClose, onSaved }: QuestionModalProps) {
  const comply = useComply();
  const [failure, setFailure] = useState<string | null>(null);
  const [overwriting, setOverwriting] = useState(false);
  const original = question.notes ?? '';
  // Saved from the version loaded: a note a colleague saved meanwhile is shown, never overwritten.
  const versioned = useVersionedSave(question.version);
  const send = (text: string, version: number) =>
    comply({ center_id: centerId, question_id: question.id, notes: text === '' ? null : text, version });

  return (
    <Formik
      initialValues={{ notes: original }}
      onSubmit={async ({ notes }) => {
        const text = notes.trim();
        if (text === original.trim()) {
          onClose();
          return;
        }
        setFailure(null);
        try {
          const saved = await versioned.save(text, (version) => send(text, version));
          if (saved) onSaved(saved);
        } catch (error) {
          setFailure(refusalMessage(error, NOTES_SAVE_FAILED));
        }
      }}
    >
      {({ isSubmitting, submitForm, setFieldValue }) => (
        <Modal
          open
          onOpenChange={(next) => {
            if (!next && !isSubmitting) onClose();
          }}
          title={`Notes: ${question.label}`}
          description={question.title}
          footer={
            <ModalActions
              readOnly={readOnly}
              saving={isSubmitting}
              saveLabel="Save notes"
              onCancel={onClose}
              onSave={() => void submitForm()}
            />
          }
        >
          <Form>
            <TextAreaField
              name="notes"
              label="Your notes"
              rows={7}
              maxLength={LONG_TEXT_MAX}
              disabled={readOnly || isSubmitting}
              placeholder="What your team discussed, who is following up, anything to remember."
            />
            {failure && <ErrorText role="alert">{failure}</ErrorText>}
          </Form>
          {versioned.stale && (
            <SaveConflictDialog
              stale={versioned.stale}
              saving={overwriting}
              onClose={versioned.dismiss}
              onKeepTheirs={() => void setFieldValue('notes', versioned.keepTheirs())}
              onSaveMine={() => {
                setOverwriting(true);
                versioned
                  .saveMine((mine, version) => send(mine, version))
                  .then((saved) => saved && onSaved(saved))
                  .catch((error: unknown) => setFailure(refusalMessage(error, NOTES_SAVE_FAILED)))
                  .finally(() => setOverwriting(false));
              }}
            />
          )}
        </Modal>
      )}
    </Formik>
  );
}
