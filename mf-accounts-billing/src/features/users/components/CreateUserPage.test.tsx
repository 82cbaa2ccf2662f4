import { ACCOUNT_MESSAGES, endpoints, type User } from '@qip/shared-contracts';
import {
  demoAuthenticatedState,
  demoService,
  demoUser,
  httpError,
  renderWithPlatform,
  stubEndpoint,
} from '@qip/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateUserPage } from './CreateUserPage';

const newtown = demoService({ id: 'center-newtown', name: 'Sunshine Newtown' });

function setUp({ taken = false } = {}) {
  const sent: unknown[] = [];
  const view = renderWithPlatform(<CreateUserPage />, {
    state: demoAuthenticatedState({ services: [demoService(), newtown] }),
    api: [
      stubEndpoint(endpoints.users.create, ({ body }) => {
        sent.push(body);
        if (taken)
          throw httpError(409, { statusCode: 409, error: 'Conflict', message: ACCOUNT_MESSAGES.emailRegistered });
        const invited: User = {
          ...demoUser,
          id: 'user-new',
          email: body.email,
          name: body.name,
          role: 'member',
          userType: 'USER',
        };
        return invited;
      }),
    ],
  });
  return { ...view, sent };
}

async function fillIn() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'new.educator@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Nina');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'New');
}

describe('creating a user', () => {
  it('needs the email, first and last name and at least one service', async () => {
    const { sent } = setUp();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sunshine Paddington' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    expect(screen.getByText('Please provide an email address.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('invites a member to the chosen services and says a link was mailed', async () => {
    const { sent } = setUp();
    await fillIn();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sunshine Newtown' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByRole('dialog', { name: 'User created' })).toHaveTextContent(
      'We have emailed them a link',
    );
    expect(sent).toEqual([
      {
        email: 'new.educator@example.com',
        name: 'Nina New',
        centerId: 'center-paddington',
        centerIds: ['center-newtown'],
        userType: 'USER',
        role: 'member',
      },
    ]);
  });

  it("shows the spec's error for an email already registered", async () => {
    setUp({ taken: true });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByRole('alertdialog', { name: ACCOUNT_MESSAGES.emailRegistered })).toBeInTheDocument();
  });
});
