import { refusalMessage, SAT, SAT_MESSAGES, type ServiceDetailsSave } from '@qip/shared-contracts';
import { Button } from '@qip/shared-ui';
import { Form, Formik, type FormikErrors, type FormikValues } from 'formik';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export const DETAILS_SAVE_FAILED = 'Your changes could not be saved. Nothing was lost: please try again.';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
`;

const Status = styled.p<{ $failed: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ $failed, theme }) => ($failed ? theme.colours.danger : theme.colours.success)};
`;

type Outcome = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

/**
 * One part of the service details saved through the service-details API with the wizard's rules.
 * Save with a field missing or wrong saves nothing and marks the fields (every field is touched,
 * so each shows its message); a save says 'Changes saved!' for 3 seconds.
 */
export function DetailsForm<Values extends FormikValues>({
  label,
  initialValues,
  validate,
  toSave,
  save,
  readOnly,
  children,
}: {
  /** Names the form and its Save button for assistive technology ('Service details'). */
  label: string;
  initialValues: Values;
  validate: (values: Values) => FormikErrors<Values>;
  toSave: (values: Values) => ServiceDetailsSave;
  save: (body: ServiceDetailsSave) => Promise<unknown>;
  readOnly: boolean;
  children: ReactNode;
}) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Formik<Values>
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values) => {
        clearTimeout(timer.current);
        setOutcome(null);
        try {
          await save(toSave(values));
          setOutcome({ kind: 'saved' });
          timer.current = setTimeout(() => setOutcome(null), SAT.noticeMs);
        } catch (error) {
          setOutcome({ kind: 'failed', message: refusalMessage(error, DETAILS_SAVE_FAILED) });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={label}>
          {children}
          {!readOnly && (
            <Actions>
              <Status role="status" $failed={outcome?.kind === 'failed'}>
                {outcome?.kind === 'saved' && SAT_MESSAGES.saved}
                {outcome?.kind === 'failed' && outcome.message}
              </Status>
              <Button
                type="submit"
                busy={isSubmitting}
                busyLabel="Saving..."
                aria-label={`Save ${label.toLowerCase()}`}
              >
                Save
              </Button>
            </Actions>
          )}
        </Form>
      )}
    </Formik>
  );
}
