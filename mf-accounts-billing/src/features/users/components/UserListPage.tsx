import { PATHS, USER_MESSAGES, type UserListItem } from '@qip/shared-contracts';
import {
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  DataTable,
  EmptyState,
  LoadFailedState,
  LoadingState,
  Page,
  PageHeader,
  TableScroll,
  useAuthenticatedState,
  usePlatform,
} from '@qip/shared-ui';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { removeUser } from '../api/usersApi';
import { useUserList } from '../hooks/useUsers';
import { administeredServices, isAdministrator } from './administered';

const Tag = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.infoSoft};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
`;

/** /qip/user-management/user-list: the users of the administrator's services, with New User. */
export function UserListPage() {
  const state = useAuthenticatedState();
  if (!state) return null;
  if (!isAdministrator(state)) return <Navigate to={PATHS.updateUser} replace />;
  const services = administeredServices(state);
  return (
    <UserList
      adminId={state.user.id}
      serviceIds={services.map((service) => service.id)}
      serviceNames={new Map(services.map((s) => [s.id, s.name]))}
    />
  );
}

function UserList({
  adminId,
  serviceIds,
  serviceNames,
}: {
  adminId: string;
  serviceIds: string[];
  serviceNames: Map<string, string>;
}) {
  const { api, bus } = usePlatform();
  const navigate = useNavigate();
  const users = useUserList(serviceIds);
  const [removing, setRemoving] = useState<UserListItem | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmRemove = async (user: UserListItem) => {
    setBusy(true);
    try {
      const centerId = user.centerIds[0] ?? serviceIds[0] ?? '';
      await removeUser(api, { userId: user.id, centerId, adminId });
      bus.publish('toast', { kind: 'success', message: USER_MESSAGES.removed });
      setRemoving(null);
      await users.reload();
    } catch {
      bus.publish('toast', { kind: 'error', message: `${user.name} could not be removed. Please try again.` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <PageHeader
        title="Users"
        subtitle="Everyone who works on your services' QIP."
        actions={
          <Actions>
            <Button variant="secondary" onClick={() => navigate(PATHS.userManagement)}>
              Back to dashboard
            </Button>
            <ButtonLink
              href={PATHS.createUser}
              onClick={(event) => (event.preventDefault(), navigate(PATHS.createUser))}
            >
              New User
            </ButtonLink>
          </Actions>
        }
      />
      <Card>
        {users.status === 'loading' && <LoadingState />}
        {users.status === 'failed' && <LoadFailedState error={users.error} onRetry={() => void users.reload()} />}
        {users.status === 'ready' && users.data.length === 0 && (
          <EmptyState title="No users yet" description="Add the people who work on your QIP with New User." />
        )}
        {users.status === 'ready' && users.data.length > 0 && (
          <TableScroll>
            <DataTable aria-label="Users">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Services</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {users.data.map((user) => (
                  <tr key={user.id}>
                    <th scope="row">
                      {user.name}
                      {user.invitationPending && <Tag>Invitation sent</Tag>}
                    </th>
                    <td>{user.email}</td>
                    <td>{user.role === 'admin' ? 'Administrator (account owner)' : 'Member'}</td>
                    <td>{user.centerIds.map((id) => serviceNames.get(id) ?? id).join(', ')}</td>
                    <td>
                      <Actions>
                        <Link
                          to={
                            user.id === adminId
                              ? PATHS.updateUser
                              : `${PATHS.updateUser}?user=${encodeURIComponent(user.id)}`
                          }
                          aria-label={`Edit ${user.name}`}
                        >
                          Edit
                        </Link>
                        {user.id !== adminId && user.role !== 'admin' && (
                          <Button variant="link" onClick={() => setRemoving(user)} aria-label={`Remove ${user.name}`}>
                            Remove
                          </Button>
                        )}
                      </Actions>
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </TableScroll>
        )}
      </Card>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this user?"
        message={
          removing ? `${removing.name} will no longer be able to sign in. Their tasks stay, with no one assigned.` : ''
        }
        confirmLabel="Remove"
        cancelLabel="Cancel"
        danger
        busy={busy}
        busyLabel={USER_MESSAGES.removing}
        onConfirm={() => removing && void confirmRemove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Page>
  );
}
