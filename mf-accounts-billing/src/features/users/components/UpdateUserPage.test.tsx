import { endpoints, USER_MESSAGES } from '@qip/shared-contracts';
import {
  demoAuthenticatedState,
  demoService,
  demoUser,
  okAnswer,
  renderWithPlatform,
  stubEndpoint,
} from '@qip/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateUserPage } from './UpdateUserPage';

const member = {
  ...demoUser,
  id: 'user-educator',
  name: 'Eddie Educator',
  email: 'educator@sunshine.test',
  role: 'member' as const,
  userType: 'USER' as const,
  centerIds: ['center-paddington'],
};

function setUp(route: string, state = demoAuthenticatedState()) {
  const saved: unknown[] = [];
  const passwords: unknown[] = [];
  const resets: unknown[] = [];
  const users = new Map([
    [demoUser.id, demoUser],
    [member.id, member],
  ]);
  const view = renderWithPlatform(<UpdateUserPage />, {
    route,
    state,
    api: [
      stubEndpoint(endpoints.users.byId, ({ params }) => users.get(params.id) ?? demoUser),
      stubEndpoint(endpoints.users.update, ({ params, body }) => {
        saved.push({ id: params.id, ...body });
        return { ...(users.get(params.id) ?? demoUser), name: body.name };
      }),
      stubEndpoint(endpoints.passwords.resetConfirm, ({ body }) => (passwords.push(body), okAnswer())),
      stubEndpoint(endpoints.passwords.resetRequest, ({ body }) => (resets.push(body), okAnswer())),
    ],
  });
  return { ...view, saved, passwords, resets };
}

describe('updating a user', () => {
  it('shows your own email read-only and saves your name', async () => {
    const { saved, platform } = setUp('/qip/user-management/update-user');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toBeDisabled();
    expect(email).toHaveValue(demoUser.email);
    // An administrator's own services are not changed here.
    expect(screen.queryByRole('group', { name: /Services/ })).not.toBeInTheDocument();
    const last = screen.getByRole('textbox', { name: 'Last name' });
    await userEvent.clear(last);
    await userEvent.type(last, 'Whitfield');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ id: demoUser.id, name: 'Dana Whitfield' }]));
    expect(platform.published).toContainEqual({ type: 'account.changed', payload: {} });
  });

  it("lets an administrator set a member's services, and mail them a reset link instead of typing a password", async () => {
    const { saved, resets } = setUp(
      '/qip/user-management/update-user?user=user-educator',
      demoAuthenticatedState({
        services: [demoService(), demoService({ id: 'center-newtown', name: 'Sunshine Newtown' })],
      }),
    );
    const services = await screen.findByRole('group', { name: /Services/ });
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Email a password reset link' }));
    await waitFor(() => expect(resets).toEqual([{ email: 'educator@sunshine.test' }]));
    await userEvent.click(within(services).getByRole('checkbox', { name: 'Sunshine Newtown' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { id: 'user-educator', name: 'Eddie Educator', centerIds: ['center-paddington', 'center-newtown'] },
      ]),
    );
  });

  it('a member edits only themselves: the ?user= of someone else is ignored', async () => {
    const state = demoAuthenticatedState({ user: member });
    const { platform } = setUp('/qip/user-management/update-user?user=user-director', state);
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue(member.email);
    expect(screen.queryByRole('group', { name: /Services/ })).not.toBeInTheDocument();
    expect(platform.api.callsTo(endpoints.users.byId)[0]).toEqual({ params: { id: 'user-educator' } });
  });

  it("changes your password: 8 characters, the two must match, then 'Your password has been updated.'", async () => {
    const { passwords, platform } = setUp('/qip/user-management/update-user');
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your password' });
    await userEvent.type(within(dialog).getByLabelText('New password'), 'short');
    await userEvent.type(within(dialog).getByLabelText('Repeat new password'), 'other');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Password' }));
    expect(await within(dialog).findByText('Password must be at least 8 characters!')).toBeInTheDocument();
    expect(within(dialog).getByText('Passwords do not match!')).toBeInTheDocument();
    expect(passwords).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('New password'));
    await userEvent.type(within(dialog).getByLabelText('New password'), 'a-much-longer-one');
    await userEvent.clear(within(dialog).getByLabelText('Repeat new password'));
    await userEvent.type(within(dialog).getByLabelText('Repeat new password'), 'a-much-longer-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Password' }));
    await waitFor(() => expect(passwords).toEqual([{ user_id: demoUser.id, password: 'a-much-longer-one' }]));
    expect(platform.published).toContainEqual({
      type: 'toast',
      payload: { kind: 'success', message: USER_MESSAGES.passwordUpdated },
    });
  });
});
