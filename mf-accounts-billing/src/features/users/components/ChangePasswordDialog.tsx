import {
  EMPTY_PASSWORD_FORM,
  inputRefusalMessage,
  USER_MESSAGES,
  VALIDATION_MESSAGES,
  type NewPasswordForm,
} from '@qip/shared-contracts';
import { newPasswordFormSchema } from '@qip/shared-contracts/schemas';
import { Button, Modal, PasswordField, formikErrorsFromSchema, usePlatform } from '@qip/shared-ui';
import { Form, FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { changeOwnPassword } from '../api/usersApi';

const schema = newPasswordFormSchema(VALIDATION_MESSAGES.passwordTooShort);
const CHANGE_FAILED = 'Your password could not be changed. Please try again.';

const Problem = styled.p`
  color: ${({ theme }) => theme.colours.danger};
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

/**
 * The in-app password change, for yourself only: a new password and its repeat, then 'Your
 * password has been updated.' and back. Your other sessions end; this one goes on.
 */
export function ChangePasswordDialog({
  userId,
  open,
  onClose,
  onChanged,
}: {
  userId: string;
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { api, bus } = usePlatform();
  const [problem, setProblem] = useState<string | null>(null);
  const formik = useFormik<NewPasswordForm>({
    initialValues: EMPTY_PASSWORD_FORM,
    validate: (values) => formikErrorsFromSchema<NewPasswordForm>(schema, values),
    onSubmit: async (values, helpers) => {
      setProblem(null);
      try {
        await changeOwnPassword(api, userId, values.password);
        helpers.resetForm();
        bus.publish('toast', { kind: 'success', message: USER_MESSAGES.passwordUpdated });
        onChanged();
      } catch (error) {
        setProblem(inputRefusalMessage(error, CHANGE_FAILED));
      }
    },
  });
  const close = () => {
    formik.resetForm();
    setProblem(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !formik.isSubmitting && close()}
      title="Change your password"
      description="Choose a new password of at least 8 characters. You stay signed in here; your other sessions end."
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={formik.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form="change-password-form" busy={formik.isSubmitting} busyLabel="Saving...">
            Save Password
          </Button>
        </>
      }
    >
      <FormikProvider value={formik}>
        <Form id="change-password-form" noValidate aria-label="Change your password">
          {problem && <Problem role="alert">{problem}</Problem>}
          <PasswordField name="password" label="New password" required autoComplete="new-password" />
          <PasswordField name="confirmPassword" label="Repeat new password" required autoComplete="new-password" />
        </Form>
      </FormikProvider>
    </Modal>
  );
}
