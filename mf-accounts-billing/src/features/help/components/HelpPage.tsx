import { SUPPORT_HOURS, SUPPORT_LIMITS, SUPPORT_REQUEST_TYPES, type SupportRequestType } from '@qip/shared-contracts';
import { SupportRequestFormSchema } from '@qip/shared-contracts/schemas';
import {
  Button,
  NoServiceSelected,
  Page,
  SelectField,
  TextAreaField,
  TextField,
  formikErrorsFromSchema,
  useAuthenticatedState,
  useReadOnly,
  usePlatform,
  useSelectedService,
} from '@qip/shared-ui';
import { Form, FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { FormPanel, Lead, Notice } from '../../common';
import { useSupportRequest } from '../hooks/useSupportRequest';

/** The form's values: the type stays '' until one is chosen. */
interface SupportFormValues {
  type: SupportRequestType | '';
  subject: string;
  message: string;
}

const EMPTY: SupportFormValues = { type: '', subject: '', message: '' };
const TYPE_OPTIONS = SUPPORT_REQUEST_TYPES.map((type) => ({ value: type, label: type }));
export const VIEWER_CANNOT_SEND = 'Support requests cannot be sent while viewing as another user.';

const Hours = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.primarySoft};
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
`;

const Reference = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: 0.04em;
`;

/**
 * Help and support (/qip/help): the support request form (the spec's five types and support
 * hours), about the selected service. Sent, it shows the request's reference number, which the
 * operator's mail and the requester's copy carry too.
 */
export function HelpPage() {
  const service = useSelectedService();
  const state = useAuthenticatedState();
  const readOnly = useReadOnly();
  const { supportEmail } = usePlatform();
  const { send, reference, startAgain } = useSupportRequest();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<SupportFormValues>({
    initialValues: EMPTY,
    validate: (values) => formikErrorsFromSchema<SupportFormValues>(SupportRequestFormSchema, values),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      if (!service || values.type === '') return;
      const outcome = await send({ ...values, type: values.type, center_id: service.centerId });
      if (outcome.kind === 'sent') helpers.resetForm();
      else if (outcome.kind === 'fields') helpers.setErrors(outcome.errors);
      else setFailure(outcome.message);
    },
  });

  if (!service || !state) return <NoServiceSelected />;

  return (
    <Page>
      <FormPanel aria-labelledby="help-title">
        <h1 id="help-title">Help and support</h1>
        <Lead>Ask a question, report a problem or suggest an improvement. Your request is about {service.name}.</Lead>
        <Hours>
          <span>
            <strong>Support hours:</strong> {SUPPORT_HOURS}. You can also email{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </span>
        </Hours>
        {reference ? (
          <Notice $tone="success" role="status">
            <p>
              Thank you. Your support request has been sent. Your reference number is <Reference>{reference}</Reference>
              .
            </p>
            <p>
              A copy has been sent to {state.user.email}. Please quote the reference number if you contact us about this
              request.
            </p>
            <Button variant="secondary" onClick={startAgain}>
              Send another request
            </Button>
          </Notice>
        ) : (
          <FormikProvider value={formik}>
            {failure && (
              <Notice $tone="warning" role="alert">
                {failure}
              </Notice>
            )}
            {readOnly && (
              <Notice $tone="info" role="note">
                {VIEWER_CANNOT_SEND}
              </Notice>
            )}
            <Form noValidate aria-label="Support request">
              <SelectField name="type" label="Request type" options={TYPE_OPTIONS} required disabled={readOnly} />
              <TextField
                name="subject"
                label="Subject"
                required
                maxLength={SUPPORT_LIMITS.subject}
                disabled={readOnly}
              />
              <TextAreaField
                name="message"
                label="Message"
                hint="Tell us what happened or what you would like to know; the more detail, the faster we can help."
                required
                rows={8}
                maxLength={SUPPORT_LIMITS.message}
                disabled={readOnly}
              />
              <Actions>
                <Button type="submit" busy={formik.isSubmitting} busyLabel="Sending..." disabled={readOnly}>
                  Send request
                </Button>
              </Actions>
            </Form>
          </FormikProvider>
        )}
      </FormPanel>
    </Page>
  );
}
