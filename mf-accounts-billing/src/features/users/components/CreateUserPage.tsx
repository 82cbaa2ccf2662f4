import {
  ACCOUNT_MESSAGES,
  fullName,
  httpStatusOf,
  inputRefusalMessage,
  PATHS,
  USER_MESSAGES,
  type CreateUserForm,
} from '@qip/shared-contracts';
import { CreateUserFormSchema } from '@qip/shared-contracts/schemas';
import {
  Button,
  FieldRow,
  Modal,
  Page,
  TextField,
  formikErrorsFromSchema,
  useAuthenticatedState,
  usePlatform,
} from '@qip/shared-ui';
import { Form, FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { FormPanel, Lead } from '../../common';
import { createUser } from '../api/usersApi';
import { administeredServices, isAdministrator } from './administered';
import { ServiceCheckboxes } from './ServiceCheckboxes';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
`;

const CREATE_FAILED = 'The user could not be created. Please check your connection and try again.';

/**
 * /qip/user-management/create-user (administrators): email, first and last name and at least one
 * service; the role is always member. The new user is mailed a link to set their own password.
 */
export function CreateUserPage() {
  const state = useAuthenticatedState();
  if (!state) return null;
  if (!isAdministrator(state)) return <Navigate to={PATHS.updateUser} replace />;
  return <CreateUser services={administeredServices(state)} selectedId={state.selectedService?.id ?? null} />;
}

function CreateUser({
  services,
  selectedId,
}: {
  services: ReturnType<typeof administeredServices>;
  selectedId: string | null;
}) {
  const { api } = usePlatform();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const initial = services.find((service) => service.id === selectedId) ?? services[0];

  const formik = useFormik<CreateUserForm>({
    initialValues: { email: '', firstName: '', lastName: '', centerIds: initial ? [initial.id] : [] },
    validate: (values) => formikErrorsFromSchema<CreateUserForm>(CreateUserFormSchema, values),
    onSubmit: async (values) => {
      setProblem(null);
      const form = CreateUserFormSchema.parse(values);
      const [centerId, ...more] = form.centerIds;
      if (!centerId) return;
      try {
        const user = await createUser(api, {
          email: form.email,
          name: fullName(form.firstName, form.lastName),
          centerId,
          centerIds: more,
          userType: 'USER',
          role: 'member',
        });
        setCreated(user.email);
      } catch (error) {
        const taken = httpStatusOf(error) === 409;
        setProblem(taken ? ACCOUNT_MESSAGES.emailRegistered : inputRefusalMessage(error, CREATE_FAILED));
      }
    },
  });

  return (
    <Page>
      <FormPanel aria-labelledby="create-user-title">
        <h1 id="create-user-title">Create a new user</h1>
        <Lead>
          The new user joins as a member. We email them a link to set their own password; the link works for 7 days.
        </Lead>
        <FormikProvider value={formik}>
          <Form noValidate aria-labelledby="create-user-title">
            <TextField name="email" label="Email" kind="email" required autoComplete="off" />
            <FieldRow>
              <TextField name="firstName" label="First name" required autoComplete="off" />
              <TextField name="lastName" label="Last name" required autoComplete="off" />
            </FieldRow>
            <ServiceCheckboxes name="centerIds" services={services} />
            <Actions>
              <Button variant="secondary" onClick={() => navigate(PATHS.userList)}>
                Cancel
              </Button>
              <Button type="submit" busy={formik.isSubmitting} busyLabel="Creating user...">
                Create user
              </Button>
            </Actions>
          </Form>
        </FormikProvider>
      </FormPanel>
      <Modal
        open={problem !== null}
        role="alertdialog"
        size="sm"
        onOpenChange={(open) => !open && setProblem(null)}
        title={problem ?? ''}
        footer={<Button onClick={() => setProblem(null)}>Ok</Button>}
      />
      <Modal
        open={created !== null}
        size="sm"
        onOpenChange={() => undefined}
        dismissible={false}
        title="User created"
        description={`${USER_MESSAGES.userCreated} (${created ?? ''})`}
        footer={<Button onClick={() => navigate(PATHS.userList)}>Back to the list</Button>}
      />
    </Page>
  );
}
