import {
  EMPTY_PASSWORD_FORM,
  inputRefusalMessage,
  PATHS,
  USER_MESSAGES,
  VALIDATION_MESSAGES,
  type NewPasswordForm,
} from '@qip/shared-contracts';
import { newPasswordFormSchema } from '@qip/shared-contracts/schemas';
import {
  Button,
  ButtonLink,
  Page,
  PasswordField,
  formikErrorsFromSchema,
  usePlatform,
  usePortalNavigate,
} from '@qip/shared-ui';
import { Form, FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { FormPanel, Lead, Notice } from '../../common';
import { confirmReset } from '../api/passwordsApi';

const schema = newPasswordFormSchema(VALIDATION_MESSAGES.passwordTooShortReset);
const SAVE_FAILED = 'Your password could not be saved. Please check your connection and try again.';

const Narrow = styled(FormPanel)`
  max-width: 520px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * /qip/auth/forgot-password/{token}: the new password and its repeat, through a reset link or
 * an invitation (`?invite=1`, a new user's first password). A used or expired link says so and
 * offers a new one.
 */
export function SetPasswordPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const invitation = search.get('invite') === '1';
  const { api } = usePlatform();
  const { onLinkClick } = usePortalNavigate();
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const formik = useFormik<NewPasswordForm>({
    initialValues: EMPTY_PASSWORD_FORM,
    validate: (values) => formikErrorsFromSchema<NewPasswordForm>(schema, values),
    onSubmit: async ({ password }) => {
      setProblem(null);
      try {
        await confirmReset(api, token, password);
        setDone(true);
      } catch (error) {
        setProblem(inputRefusalMessage(error, SAVE_FAILED));
      }
    },
  });
  const title = invitation ? 'Welcome! Set your password' : 'Choose a new password';

  return (
    <Page>
      <Narrow aria-labelledby="set-password-title">
        <h1 id="set-password-title">{title}</h1>
        {done ? (
          <>
            <Notice $tone="success" role="status">
              <p>{USER_MESSAGES.passwordReset}</p>
            </Notice>
            <ButtonLink href={PATHS.login} onClick={onLinkClick(PATHS.login)}>
              Go to login
            </ButtonLink>
          </>
        ) : (
          <>
            <Lead>
              {invitation
                ? 'Your administrator has added you to the QIP Portal. Choose a password of at least 8 characters to sign in.'
                : 'Choose a password of at least 8 characters. Saving it signs you out everywhere else.'}
            </Lead>
            <FormikProvider value={formik}>
              <Form noValidate aria-labelledby="set-password-title">
                <PasswordField name="password" label="New password" required autoComplete="new-password" />
                <PasswordField
                  name="confirmPassword"
                  label="Repeat new password"
                  required
                  autoComplete="new-password"
                />
                {problem && (
                  <Notice $tone="warning" role="alert">
                    <p>{problem}</p>
                    {problem === USER_MESSAGES.linkInvalid && (
                      <p>
                        <a href={PATHS.forgotPassword} onClick={onLinkClick(PATHS.forgotPassword)}>
                          Send me a new link
                        </a>
                      </p>
                    )}
                  </Notice>
                )}
                <Actions>
                  <Button type="submit" busy={formik.isSubmitting} busyLabel="Saving...">
                    Save Password
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
