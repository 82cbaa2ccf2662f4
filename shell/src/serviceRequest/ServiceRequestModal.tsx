import {
  type ServiceRequestPayload,
  LONG_TEXT_MAX,
  apiErrorBody,
  endpoints,
  isValidEmail,
  refusalMessage,
  SERVICE_TYPE_LABELS,
  VALIDATION_MESSAGES,
  type AuthenticatedPortalState,
} from '@qip/shared-contracts';
import { Button, Modal, SelectField, TextAreaField, TextField, usePlatform } from '@qip/shared-ui';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import styled from 'styled-components';

export const SERVICE_REQUEST_SUBTEXT =
  "Please complete the field below and we'll be in touch about adding to your current subscription.";
export const SERVICE_REQUEST_RECEIVED =
  "We have received your request. We'll get in touch with you as soon as we process your request.";
export const SERVICE_REQUEST_FAILED =
  'Your request could not be sent. Please check your connection and try again; what you typed is kept.';

/** The form's fields: the contract's request without the ids the shell adds on sending. */
export type ServiceRequestValues = Omit<ServiceRequestPayload, 'center_id' | 'user_id' | 'new_service_type'> & {
  new_service_type: string;
};

const REQUIRED: ReadonlyArray<keyof ServiceRequestValues> = [
  'fname',
  'lname',
  'email',
  'current_service_name',
  'current_service_approval_number',
  'new_service_name',
  'new_service_approval_number',
  'new_service_type',
];

export function validateServiceRequest(values: ServiceRequestValues) {
  const errors: Partial<Record<keyof ServiceRequestValues, string>> = {};
  for (const name of REQUIRED) {
    if (!values[name].trim()) errors[name] = VALIDATION_MESSAGES.required;
  }
  if (!errors.email && !isValidEmail(values.email)) errors.email = VALIDATION_MESSAGES.email;
  return errors;
}

/** What the form starts with: the requester and their current service, as far as the portal knows. */
function initialValues(state: AuthenticatedPortalState): ServiceRequestValues {
  const [first = '', ...rest] = state.user.name.trim().split(/\s+/);
  return {
    fname: first,
    lname: rest.join(' '),
    email: state.user.email,
    current_service_name: state.selectedService?.name ?? '',
    current_service_approval_number: '',
    new_service_name: '',
    new_service_approval_number: '',
    new_service_type: '',
    comments: '',
  };
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: ${({ theme }) => theme.space(4)};
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Group = styled.p`
  grid-column: 1 / -1;
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colours.textMuted};
`;

const Failure = styled.p`
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colours.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.dangerSoft};
`;

const Received = styled.p`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.successSoft};
  border: 1px solid ${({ theme }) => theme.colours.success};
`;

const TYPE_OPTIONS = SERVICE_TYPE_LABELS.map((label) => ({ value: label, label }));

/**
 * The 'Add a new service' request (both specs): nine fields, all but Comments required; Send
 * stores it and mails the operator; then the spec's confirmation.
 */
export function ServiceRequestModal({
  open,
  onOpenChange,
  state,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: AuthenticatedPortalState;
}) {
  const { api } = usePlatform();
  const formId = useId();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const centerId = state.selectedService?.id ?? state.user.centerId;

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setSent(false);
      setFailure(null);
    }
  };

  const submit = async (values: ServiceRequestValues, helpers: FormikHelpers<ServiceRequestValues>) => {
    setFailure(null);
    if (!centerId) return;
    try {
      await api.call(endpoints.notifications.serviceRequest, {
        body: { ...values, center_id: centerId, user_id: state.user.id },
      });
      setSent(true);
    } catch (error) {
      // Fields the API refused are shown on the fields; anything else keeps the form as typed.
      const fields = apiErrorBody(error)?.fields ?? [];
      const onFields = Object.fromEntries(
        fields.filter((field) => field.field.startsWith('body.')).map((field) => [field.field.slice(5), field.message]),
      );
      if (Object.keys(onFields).length > 0) helpers.setErrors(onFields);
      // A refusal or the mail limit (429, saying how long to wait) in the API's words.
      else setFailure(refusalMessage(error, SERVICE_REQUEST_FAILED));
    }
  };

  if (sent) {
    return (
      <Modal
        open={open}
        onOpenChange={close}
        title="Request sent"
        size="sm"
        footer={<Button onClick={() => close(false)}>Ok</Button>}
      >
        <Received role="status">{SERVICE_REQUEST_RECEIVED}</Received>
      </Modal>
    );
  }

  return (
    <Formik<ServiceRequestValues>
      initialValues={initialValues(state)}
      validate={validateServiceRequest}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Modal
          open={open}
          onOpenChange={close}
          title="Add a new service"
          description={SERVICE_REQUEST_SUBTEXT}
          size="lg"
          dismissible={!isSubmitting}
          footer={
            <>
              <Button variant="secondary" onClick={() => close(false)} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" form={formId} busy={isSubmitting} busyLabel="Sending...">
                Send
              </Button>
            </>
          }
        >
          {failure && <Failure role="alert">{failure}</Failure>}
          <Form id={formId} noValidate aria-label="Add a new service">
            <Grid>
              <Group>You</Group>
              <TextField name="fname" label="First name" autoComplete="given-name" required />
              <TextField name="lname" label="Last name" autoComplete="family-name" required />
              <Wide>
                <TextField name="email" label="Email address" kind="email" autoComplete="email" required />
              </Wide>
              <Group>Your current service</Group>
              <TextField name="current_service_name" label="Current Service name" required />
              <TextField name="current_service_approval_number" label="Current Service approval number" required />
              <Group>The new service</Group>
              <TextField name="new_service_name" label="NEW Service name" required />
              <TextField name="new_service_approval_number" label="NEW Service approval number" required />
              <Wide>
                <SelectField name="new_service_type" label="NEW Service type" options={TYPE_OPTIONS} required />
                <TextAreaField name="comments" label="Comments (optional)" rows={3} maxLength={LONG_TEXT_MAX} />
              </Wide>
            </Grid>
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
