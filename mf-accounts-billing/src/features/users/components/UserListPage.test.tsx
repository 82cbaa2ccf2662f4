import { endpoints, USER_MESSAGES } from '@qip/shared-contracts';
import {
  demoAuthenticatedState,
  demoUser,
  httpError,
  okAnswer,
  renderWithPlatform,
  stubEndpoint,
} from '@qip/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { demoUserList, userListItem } from '../../../testing/users';
import { UserListPage } from './UserListPage';

function setUp(list = demoUserList(), { failRemove = false } = {}) {
  let users = list;
  const removed: unknown[] = [];
  const view = renderWithPlatform(
    <Routes>
      <Route path="/qip/user-management/user-list" element={<UserListPage />} />
      <Route path="/qip/user-management/update-user" element={<h1>Update user page</h1>} />
    </Routes>,
    {
      route: '/qip/user-management/user-list',
      api: [
        stubEndpoint(endpoints.users.list, () => users),
        stubEndpoint(endpoints.users.remove, ({ body }) => {
          if (failRemove) throw httpError(500);
          removed.push(body);
          users = users.filter((user) => user.id !== body.user_id);
          return okAnswer();
        }),
      ],
    },
  );
  return { ...view, removed };
}

describe('the user list', () => {
  it("lists the users of the administrator's services, offering Remove only for members", async () => {
    const { platform } = setUp([
      ...demoUserList(),
      userListItem({ id: 'user-2', name: 'Pat Pending', invitationPending: true }),
    ]);
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(table).getByText('Invitation sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Remove ${demoUser.name}` })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Eddie Educator' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New User' })).toHaveAttribute('href', '/qip/user-management/create-user');
    expect(platform.api.callsTo(endpoints.users.list)[0]).toEqual({ body: { center_id: 'center-paddington' } });
  });

  it("removes a member after confirming, saying 'This user is now removed.', and refreshes the list", async () => {
    const { platform, removed } = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Eddie Educator' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this user?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Eddie Educator')).not.toBeInTheDocument());
    expect(removed).toEqual([{ user_id: 'user-educator', center_id: 'center-paddington', admin_id: demoUser.id }]);
    expect(platform.published).toContainEqual({
      type: 'toast',
      payload: { kind: 'success', message: USER_MESSAGES.removed },
    });
  });

  it('says so when the removal fails, keeping the user', async () => {
    const { platform } = setUp(demoUserList(), { failRemove: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Eddie Educator' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(platform.published).toContainEqual({
        type: 'toast',
        payload: { kind: 'error', message: 'Eddie Educator could not be removed. Please try again.' },
      }),
    );
    expect(screen.getByText('Eddie Educator')).toBeInTheDocument();
  });

  it('sends a member to their own details', async () => {
    renderWithPlatform(
      <Routes>
        <Route path="/qip/user-management/user-list" element={<UserListPage />} />
        <Route path="/qip/user-management/update-user" element={<h1>Update user page</h1>} />
      </Routes>,
      {
        route: '/qip/user-management/user-list',
        state: demoAuthenticatedState({ user: { ...demoUser, role: 'member', userType: 'USER' } }),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Update user page' })).toBeInTheDocument();
  });
});
