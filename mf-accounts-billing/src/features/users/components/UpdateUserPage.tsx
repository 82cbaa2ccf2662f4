import {
  fullName,
  inputRefusalMessage,
  PATHS,
  splitName,
  USER_MESSAGES,
  type AuthenticatedPortalState,
  type UpdateUserForm,
  type User,
} from '@qip/shared-contracts';
import { UpdateUserFormSchema } from '@qip/shared-contracts/schemas';
import {
  Button,
  Card,
  FieldRow,
  LoadFailedState,
  LoadingState,
  Page,
  PageHeader,
  TextField,
  formikErrorsFromSchema,
  useAuthenticatedState,
  usePlatform,
  usePortalNavigate,
} from '@qip/shared-ui';
import { Form, FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { sendResetLink, updateUser } from '../api/usersApi';
import { useUser } from '../hooks/useUsers';
import { administeredServices, isAdministrator } from './administered';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ServiceCheckboxes } from './ServiceCheckboxes';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colours.danger};
`;

/** The form: the email is shown (read-only) beside what is saved. */
type UserFormValues = UpdateUserForm & { email: string };

const SAVE_FAILED = 'The details could not be saved. Please check your connection and try again.';
const RESET_FAILED = 'The reset link could not be sent. Please try again.';

/**
 * /qip/user-management/update-user: your own details, or (`?user={id}`, administrators) a user of
 * your services. The email is read-only; only an administrator changes a member's services (an
 * administrator's are fixed). You change your own password here; for someone else an
 * administrator sends a reset link, so nobody types another person's password.
 */
export function UpdateUserPage() {
  const state = useAuthenticatedState();
  const [search] = useSearchParams();
  if (!state) return null;
  const chosen = isAdministrator(state) ? search.get('user') : null;
  return <UpdateUser key={chosen ?? state.user.id} state={state} userId={chosen ?? state.user.id} />;
}

function UpdateUser({ state, userId }: { state: AuthenticatedPortalState; userId: string }) {
  const user = useUser(userId);
  if (user.status === 'loading') return <LoadingState />;
  if (user.status === 'failed') {
    return (
      <Page>
        <LoadFailedState error={user.error} onRetry={() => void user.reload()} />
      </Page>
    );
  }
  return <UserForm state={state} user={user.data} onSaved={user.replace} />;
}

function UserForm({
  state,
  user,
  onSaved,
}: {
  state: AuthenticatedPortalState;
  user: User;
  onSaved: (user: User) => void;
}) {
  const { api, bus } = usePlatform();
  const navigate = useNavigate();
  const { go } = usePortalNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  const [sendingReset, setSendingReset] = useState(false);
  const self = user.id === state.user.id;
  const admin = isAdministrator(state);
  const services = administeredServices(state);
  // Only an administrator assigns services, and never an administrator's own.
  const assignsServices = admin && user.role !== 'admin' && services.length > 0;
  // A member has no dashboard: back is the NQA dashboard (another area's page).
  const back = () => (admin ? navigate(PATHS.userManagement) : go(PATHS.nqa));

  const formik = useFormik<UserFormValues>({
    initialValues: {
      email: user.email,
      ...splitName(user.name),
      centerIds: user.centerIds.filter((id) => services.some((service) => service.id === id)),
    },
    validate: (values) =>
      formikErrorsFromSchema<UserFormValues>(
        assignsServices ? UpdateUserFormSchema : UpdateUserFormSchema.omit({ centerIds: true }),
        values,
      ),
    onSubmit: async (values) => {
      setProblem(null);
      try {
        const saved = await updateUser(api, user.id, {
          name: fullName(values.firstName, values.lastName),
          ...(assignsServices ? { centerIds: values.centerIds } : {}),
        });
        onSaved(saved);
        bus.publish('toast', { kind: 'success', message: USER_MESSAGES.userUpdated });
        if (self) bus.publish('account.changed', {});
        navigate(admin ? PATHS.userManagement : PATHS.updateUser);
      } catch (error) {
        setProblem(inputRefusalMessage(error, SAVE_FAILED));
      }
    },
  });

  const mailResetLink = async () => {
    setSendingReset(true);
    try {
      await sendResetLink(api, user.email);
      bus.publish('toast', { kind: 'success', message: `We have emailed ${user.name} a link to set a new password.` });
    } catch (error) {
      bus.publish('toast', { kind: 'error', message: inputRefusalMessage(error, RESET_FAILED) });
    } finally {
      setSendingReset(false);
    }
  };

  return (
    <Page>
      <PageHeader
        title={self ? 'Update my details' : `Update ${user.name}`}
        subtitle={user.role === 'admin' ? 'Administrator (account owner)' : 'Member'}
      />
      <Card>
        <FormikProvider value={formik}>
          <Form noValidate aria-label={self ? 'Your details' : `${user.name}'s details`}>
            <TextField name="email" label="Email" disabled hint="The email cannot be changed." />
            <FieldRow>
              <TextField name="firstName" label="First name" required autoComplete={self ? 'given-name' : 'off'} />
              <TextField name="lastName" label="Last name" required autoComplete={self ? 'family-name' : 'off'} />
            </FieldRow>
            {assignsServices && <ServiceCheckboxes name="centerIds" services={services} />}
            {problem && <Problem role="alert">{problem}</Problem>}
            <Actions>
              <div>
                {self ? (
                  <Button variant="secondary" onClick={() => setChangingPassword(true)}>
                    Change password
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    onClick={() => void mailResetLink()}
                    busy={sendingReset}
                    busyLabel="Sending..."
                  >
                    Email a password reset link
                  </Button>
                )}
              </div>
              <div>
                <Button variant="ghost" onClick={back}>
                  Cancel
                </Button>
                <Button type="submit" busy={formik.isSubmitting} busyLabel="Saving...">
                  Save
                </Button>
              </div>
            </Actions>
          </Form>
        </FormikProvider>
      </Card>
      {self && (
        <ChangePasswordDialog
          userId={user.id}
          open={changingPassword}
          onClose={() => setChangingPassword(false)}
          onChanged={() => {
            setChangingPassword(false);
            back();
          }}
        />
      )}
    </Page>
  );
}
