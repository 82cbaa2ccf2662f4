import { inputRefusalMessage, PATHS, USER_MESSAGES, VALIDATION_MESSAGES, isValidEmail } from '@qip/shared-contracts';
import { Button, ButtonLink, Page, TextField, usePlatform, usePortalNavigate } from '@qip/shared-ui';
import { Form, FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { FormPanel, Lead, Notice } from '../../common';
import { requestReset } from '../api/passwordsApi';

const Narrow = styled(FormPanel)`
  max-width: 520px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colours.danger};
`;

const REQUEST_FAILED = 'The link could not be sent. Please check your connection and try again.';

interface Values {
  email: string;
}

/**
 * /qip/auth/forgot-password: an email and Send code. The answer is the same whether or not the
 * email has an account; a reset link (for an hour, used once) is mailed when it has.
 */
export function ForgotPasswordPage() {
  const { api } = usePlatform();
  const { onLinkClick } = usePortalNavigate();
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const formik = useFormik<Values>({
    initialValues: { email: '' },
    validate: ({ email }) => {
      if (!email.trim()) return { email: VALIDATION_MESSAGES.emailMissing };
      return isValidEmail(email) ? {} : { email: VALIDATION_MESSAGES.email };
    },
    onSubmit: async ({ email }) => {
      setProblem(null);
      try {
        await requestReset(api, email.trim());
        setSent(true);
      } catch (error) {
        setProblem(inputRefusalMessage(error, REQUEST_FAILED));
      }
    },
  });

  return (
    <Page>
      <Narrow aria-labelledby="forgot-title">
        <h1 id="forgot-title">Forgot your password?</h1>
        {sent ? (
          <>
            <Notice $tone="success" role="status">
              <p>{USER_MESSAGES.resetRequested}</p>
            </Notice>
            <Lead>The link works once, for an hour. If no mail arrives, check the address and your spam folder.</Lead>
            <ButtonLink href={PATHS.login} onClick={onLinkClick(PATHS.login)}>
              Back to login
            </ButtonLink>
          </>
        ) : (
          <>
            <Lead>Enter the email you sign in with and we will email you a link to choose a new password.</Lead>
            <FormikProvider value={formik}>
              <Form noValidate aria-labelledby="forgot-title">
                <TextField name="email" label="Email" kind="email" required autoComplete="email" />
                {problem && <Problem role="alert">{problem}</Problem>}
                <Actions>
                  <a href={PATHS.login} onClick={onLinkClick(PATHS.login)}>
                    Back to login
                  </a>
                  <Button type="submit" busy={formik.isSubmitting} busyLabel="Sending...">
                    Send code
                  </Button>
                </Actions>
              </Form>
            </FormikProvider>
          </>
        )}
      </Narrow>
    </Page>
  );
}
