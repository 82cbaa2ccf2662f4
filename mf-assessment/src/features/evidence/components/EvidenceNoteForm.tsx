import { LONG_TEXT_MAX, refusalMessage, type Question } from '@qip/shared-contracts';
import { Button, ErrorText, TextAreaField, usePlatform } from '@qip/shared-ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { SaveConflictDialog, useVersionedSave } from '../../common';
import { saveEvidenceNote } from '../api/evidenceApi';

export const NOTE_SAVED = 'Changes saved!';
export const NOTE_SAVE_FAILED = 'Your notes could not be saved. They are still here: please try again.';

/** 'General notes or comments' on the evidence of an answer, kept as its evidence note. */
export function EvidenceNoteForm({
  question,
  centerId,
  readOnly,
  onSaved,
}: {
  question: Question;
  centerId: string;
  readOnly: boolean;
  onSaved: (saved: Question) => void;
}) {
  const { api, bus } = usePlatform();
  const [failure, setFailure] = useState<string | null>(null);
  // Saved from the version loaded: a note a colleague saved meanwhile is shown, never overwritten.
  const versioned = useVersionedSave(question.version);
  const [overwriting, setOverwriting] = useState(false);
  const done = (saved: Question, resetForm: (next: { values: { note: string } }) => void) => {
    resetForm({ values: { note: saved.evidenceNote ?? '' } });
    bus.publish('toast', { kind: 'success', message: NOTE_SAVED });
    bus.publish('data.changed', { entity: 'questions', centerId });
    onSaved(saved);
  };
  return (
    <Formik
      initialValues={{ note: question.evidenceNote ?? '' }}
      onSubmit={async ({ note }, { resetForm }) => {
        setFailure(null);
        try {
          const text = note.trim();
          const saved = await versioned.save(text, (version) =>
            saveEvidenceNote(api, question, centerId, text, version),
          );
          if (saved) done(saved, resetForm);
        } catch (error) {
          setFailure(refusalMessage(error, NOTE_SAVE_FAILED));
        }
      }}
    >
      {({ isSubmitting, dirty, setFieldValue, resetForm }) => (
        <Form aria-label="General notes or comments">
          <TextAreaField
            name="note"
            label="General notes or comments"
            rows={4}
            maxLength={LONG_TEXT_MAX}
            disabled={readOnly || isSubmitting}
          />
          {failure && <ErrorText role="alert">{failure}</ErrorText>}
          {!readOnly && (
            <Button type="submit" variant="secondary" disabled={!dirty} busy={isSubmitting} busyLabel="Saving...">
              Save changes
            </Button>
          )}
          {versioned.stale && (
            <SaveConflictDialog
              stale={versioned.stale}
              saving={overwriting}
              onClose={versioned.dismiss}
              onKeepTheirs={() => void setFieldValue('note', versioned.keepTheirs())}
              onSaveMine={() => {
                setOverwriting(true);
                versioned
                  .saveMine((mine, version) => saveEvidenceNote(api, question, centerId, mine, version))
                  .then((saved) => saved && done(saved, resetForm))
                  .catch((error: unknown) => setFailure(refusalMessage(error, NOTE_SAVE_FAILED)))
                  .finally(() => setOverwriting(false));
              }}
            />
          )}
        </Form>
      )}
    </Formik>
  );
}
