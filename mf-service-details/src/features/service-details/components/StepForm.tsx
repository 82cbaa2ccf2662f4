import {
  LAST_STEP,
  apiErrorBody,
  refusalMessage,
  type ServiceDetails,
  type ServiceDetailsSave,
} from '@qip/shared-contracts';
import { Button } from '@qip/shared-ui';
import {
  Form,
  Formik,
  setIn,
  useFormikContext,
  type FormikErrors,
  type FormikHelpers,
  type FormikTouched,
} from 'formik';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import styled from 'styled-components';
import type { StepDraft } from '../hooks/useStepDraft';
import { useBeforeUnload } from '../hooks/useBeforeUnload';
import type { StepDefinition } from '../../wizard-steps';

/** What the wizard around the form needs to know and do (the side column's moves). */
export interface StepFormControl {
  dirty: boolean;
  submitForm: () => Promise<void>;
}

export const SAVE_FAILED_MESSAGE =
  'Your changes could not be saved. Please check your connection and try again: what you typed is still here.';
export const DRAFT_RESTORED_MESSAGE = 'We kept what you typed here last time but had not saved yet.';

const Plain = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
`;

const Spacer = styled.span`
  flex: 1;
`;

const Banner = styled.div<{ $kind: 'error' | 'info' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ $kind, theme }) => ($kind === 'error' ? theme.colours.danger : theme.colours.info)};
  background: ${({ $kind, theme }) => ($kind === 'error' ? theme.colours.dangerSoft : theme.colours.infoSoft)};
  p {
    flex: 1;
    margin: 0;
  }
`;

/** Publishes the form's state to the wizard, keeps the draft and guards the page while dirty. */
function FormBridge({
  control,
  draft,
  onDraftRestored,
}: {
  control: MutableRefObject<StepFormControl>;
  draft: StepDraft;
  onDraftRestored: () => void;
}) {
  const { dirty, values, submitForm, setValues } = useFormikContext<Record<string, unknown>>();
  const restored = useRef(false);
  control.current = { dirty, submitForm };
  useBeforeUnload(dirty);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const kept = draft.read();
    if (kept) {
      void setValues(kept, true);
      onDraftRestored();
    }
  }, [draft, setValues, onDraftRestored]);

  useEffect(() => {
    if (!restored.current) return;
    if (dirty) draft.write(values);
    else draft.clear();
  }, [dirty, values, draft]);

  return null;
}

export interface StepFormProps {
  definition: StepDefinition;
  details: ServiceDetails;
  readOnly: boolean;
  /** Save step is offered (not in a viewer session, not on a step only an administrator saves). */
  canSave: boolean;
  save: (body: ServiceDetailsSave) => Promise<unknown>;
  reload: () => Promise<void>;
  draft: StepDraft;
  control: MutableRefObject<StepFormControl>;
  onSaved: () => void;
  onBack: (() => void) | null;
  onNext: () => void;
  onFinishLater: () => void;
  onFinish: () => void;
}

/** API field names (`body.rooms.0.toAge`) as the form's errors. */
function fieldErrors(error: unknown, definition: StepDefinition): FormikErrors<Record<string, unknown>> | null {
  const fields = apiErrorBody(error)?.fields;
  if (!fields?.length) return null;
  let errors: FormikErrors<Record<string, unknown>> = {};
  for (const field of fields) {
    const path = field.field.replace(/^body\.?/, '');
    if (path) errors = setIn(errors, definition.formPath?.(path) ?? path, field.message) as typeof errors;
  }
  return errors;
}

/** One step's form and its buttons: Back a step, Finish Later, Next step and Save step. */
export function StepForm(props: StepFormProps) {
  const { definition, details, readOnly, canSave, draft, control } = props;
  const [saveError, setSaveError] = useState<string | null>(null);
  const [draftRestored, setDraftRestored] = useState(false);
  const { Fields } = definition;
  const isLast = definition.step === LAST_STEP;

  const submit = async (values: Record<string, unknown>, helpers: FormikHelpers<Record<string, unknown>>) => {
    if (!canSave || !definition.toSave) return;
    setSaveError(null);
    try {
      await props.save(definition.toSave(values));
      draft.clear();
      helpers.resetForm({ values });
      props.onSaved();
    } catch (error) {
      // Nothing typed is lost: the fields keep their values, the message says what happened.
      const errors = fieldErrors(error, definition);
      if (errors) {
        helpers.setErrors(errors);
        // Without validation (false) the promise settles at once: there is nothing to wait for.
        void helpers.setTouched(setNestedTrue(errors) as FormikTouched<Record<string, unknown>>, false);
        setSaveError(apiErrorBody(error)?.message ? 'Please check the fields marked below.' : SAVE_FAILED_MESSAGE);
      } else {
        // A refused save (another user's step, a blocked subscription) says why in the API's words.
        setSaveError(refusalMessage(error, SAVE_FAILED_MESSAGE));
      }
    }
  };

  return (
    <Formik
      initialValues={definition.initialValues(details)}
      validate={(values) => definition.validate(values)}
      onSubmit={submit}
    >
      {({ isSubmitting, resetForm }) => (
        <Form noValidate aria-label={`Step ${definition.step}`}>
          <FormBridge control={control} draft={draft} onDraftRestored={() => setDraftRestored(true)} />
          {draftRestored && (
            <Banner $kind="info" role="status">
              <p>{DRAFT_RESTORED_MESSAGE}</p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  draft.clear();
                  resetForm();
                  setDraftRestored(false);
                }}
              >
                Discard changes
              </Button>
            </Banner>
          )}
          {saveError && (
            <Banner $kind="error" role="alert">
              <p>{saveError}</p>
            </Banner>
          )}
          <Plain disabled={readOnly}>
            <Fields details={details} readOnly={readOnly} reload={props.reload} />
          </Plain>
          <Actions>
            {props.onBack && (
              <Button variant="ghost" onClick={props.onBack}>
                Back a step
              </Button>
            )}
            <Spacer />
            <Button variant="secondary" onClick={props.onFinishLater}>
              Finish Later
            </Button>
            {isLast ? (
              <Button onClick={props.onFinish}>Finish</Button>
            ) : (
              <>
                <Button variant="secondary" onClick={props.onNext}>
                  Next step
                </Button>
                {canSave && definition.toSave && (
                  <Button type="submit" busy={isSubmitting} busyLabel="Saving...">
                    Save step
                  </Button>
                )}
              </>
            )}
          </Actions>
        </Form>
      )}
    </Formik>
  );
}

/** `{ a: 'x', b: [{ c: 'y' }] }` as `{ a: true, b: [{ c: true }] }`: touched for every error. */
function setNestedTrue(errors: unknown): unknown {
  if (typeof errors === 'string') return true;
  if (Array.isArray(errors)) return errors.map(setNestedTrue);
  if (errors && typeof errors === 'object') {
    return Object.fromEntries(Object.entries(errors).map(([key, value]) => [key, setNestedTrue(value)]));
  }
  return errors;
}
