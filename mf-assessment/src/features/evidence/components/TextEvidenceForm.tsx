import {
  commentTextToHtml,
  EVIDENCE_COMMENT_MAX,
  EVIDENCE_LABEL_MAX,
  EVIDENCE_MESSAGES,
  EVIDENCE_URL_MAX,
  inputRefusalMessage,
  isWebAddress,
} from '@qip/shared-contracts';
import { Button, ErrorText, TextAreaField, TextField, usePlatform } from '@qip/shared-ui';
import { Form, Formik, type FormikErrors } from 'formik';
import { useState } from 'react';
import { addTextEvidence } from '../api/evidenceApi';

const REQUIRED = 'This field is required.';

interface Values {
  label: string;
  text: string;
}

function validate(kind: 'link' | 'comment', { label, text }: Values): FormikErrors<Values> {
  const errors: FormikErrors<Values> = {};
  if (label.trim() === '') errors.label = REQUIRED;
  if (text.trim() === '') errors.text = REQUIRED;
  else if (kind === 'link' && !isWebAddress(text)) errors.text = EVIDENCE_MESSAGES.notAWebAddress;
  return errors;
}

/** The Link tab (a web address and its name) or the Comment tab (text and its name). */
export function TextEvidenceForm({
  kind,
  cqrId,
  userId,
  onSaved,
}: {
  kind: 'link' | 'comment';
  cqrId: string;
  userId: string;
  onSaved: () => Promise<void>;
}) {
  const { api } = usePlatform();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Formik<Values>
      initialValues={{ label: '', text: '' }}
      validate={(values) => validate(kind, values)}
      onSubmit={async ({ label, text }, { resetForm }) => {
        setFailure(null);
        try {
          await addTextEvidence(api, {
            title: kind,
            label: label.trim(),
            cqr_id: cqrId,
            user_id: userId,
            name: kind === 'link' ? text.trim() : commentTextToHtml(text),
          });
          resetForm();
          await onSaved();
        } catch (error) {
          setFailure(inputRefusalMessage(error, EVIDENCE_MESSAGES.failed));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={kind === 'link' ? 'Add a link' : 'Add a comment'}>
          <TextField name="label" label="Memorable name" required maxLength={EVIDENCE_LABEL_MAX} />
          {kind === 'link' ? (
            <TextField
              name="text"
              label="Web address"
              kind="url"
              required
              maxLength={EVIDENCE_URL_MAX}
              placeholder="https://"
            />
          ) : (
            <TextAreaField name="text" label="Comment" required rows={5} maxLength={EVIDENCE_COMMENT_MAX} />
          )}
          {failure && <ErrorText role="alert">{failure}</ErrorText>}
          <Button type="submit" busy={isSubmitting} busyLabel="Saving...">
            {kind === 'link' ? 'Save link' : 'Save comment'}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
