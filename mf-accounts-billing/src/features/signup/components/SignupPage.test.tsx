import { ACCOUNT_MESSAGES, endpoints, type RegisterBody } from '@qip/shared-contracts';
import {
  createTestPlatform,
  demoAuthenticatedState,
  httpError,
  renderWithPlatform,
  stubEndpoint,
  type TestPlatform,
} from '@qip/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignupPage } from './SignupPage';

beforeEach(() => window.sessionStorage.clear());

const registered = {
  token_type: 'Bearer' as const,
  access_token: 'new-token',
  expires_in: 3600,
  user_id: 'user-new',
  center_id: 'center-new',
  trial_ends_at: '2026-12-23T00:00:00.000Z',
};

/** A platform whose shell signs in when a sign-up publishes 'session.start', as the shell does. */
function platformThatSignsIn(register: (body: RegisterBody) => typeof registered): TestPlatform {
  const platform = createTestPlatform({
    state: { status: 'anonymous' },
    api: [stubEndpoint(endpoints.accounts.register, ({ body }) => register(body))],
  });
  platform.bus.on('session.start').subscribe(({ accessToken }) => {
    const signedIn = demoAuthenticatedState();
    platform.setState({ ...signedIn, session: { ...signedIn.session, accessToken } });
  });
  return platform;
}

async function fillIn(email = 'alex@wattle.test') {
  await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Alex');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Rivera');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(screen.getByRole('textbox', { name: 'Confirm email' }), email);
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '02 9555 0101');
  await userEvent.type(screen.getByLabelText('Create a password'), 'a-long-password');
  await userEvent.type(screen.getByRole('textbox', { name: 'Service name' }), 'Wattle Tree ELC');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Service type' }), 'OOSH');
  await userEvent.type(screen.getByRole('textbox', { name: 'Preferred time of day' }), 'Mornings');
}

describe('the free-trial sign-up', () => {
  it('shows the spec’s messages on the fields and sends nothing while they are wrong', async () => {
    const sent: RegisterBody[] = [];
    const platform = platformThatSignsIn((body) => (sent.push(body), registered));
    renderWithPlatform(<SignupPage kind="trial" />, { platform });
    expect(screen.getByRole('heading', { name: "Let's get started" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start Trial' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(7);

    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'alex@wattle.test');
    await userEvent.type(screen.getByRole('textbox', { name: 'Confirm email' }), 'alex@wattle.tset');
    await userEvent.type(screen.getByLabelText('Create a password'), 'short');
    await userEvent.tab();
    expect(
      await screen.findByText('The email address and the confirm email address do not match.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Confirm email' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('registers, congratulates, and Next signs in and opens the legal notice', async () => {
    const sent: RegisterBody[] = [];
    const platform = platformThatSignsIn((body) => (sent.push(body), registered));
    renderWithPlatform(<SignupPage kind="trial" />, { platform });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Start Trial' }));

    const modal = await screen.findByRole('dialog');
    expect(modal).toHaveTextContent("Congratulations! Your trial account has been created. Let's get started.");
    expect(sent).toEqual([
      expect.objectContaining({
        name: 'Alex Rivera',
        email: 'alex@wattle.test',
        telnum: '0295550101',
        service_cat: 4,
        preferred_time: 'Mornings',
      }),
    ]);
    expect(sent[0]).not.toHaveProperty('price');

    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    // The shell starts the session and takes the user on to the legal notice.
    await waitFor(() =>
      expect(platform.published).toContainEqual({
        type: 'session.start',
        payload: { accessToken: 'new-token', centerId: 'center-new', continueTo: '/qip/legal-notice' },
      }),
    );
  });

  it('says what went wrong in an error modal: an email already registered', async () => {
    const platform = platformThatSignsIn(() => {
      throw httpError(409, { statusCode: 409, error: 'Conflict', message: ACCOUNT_MESSAGES.emailRegistered });
    });
    renderWithPlatform(<SignupPage kind="trial" />, { platform });
    await fillIn('director@sunshine.test');
    await userEvent.click(screen.getByRole('button', { name: 'Start Trial' }));
    const modal = await screen.findByRole('alertdialog');
    expect(modal).toHaveTextContent(ACCOUNT_MESSAGES.emailRegistered);
    await userEvent.click(within(modal).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(platform.published.map((event) => event.type)).not.toContain('session.start');
  });
});

describe('the paid sign-up', () => {
  it('shows the plan chosen, registers with its price and goes on to payment', async () => {
    window.sessionStorage.setItem('qip.chosen-plan', 'portal_monthly');
    const sent: RegisterBody[] = [];
    const platform = platformThatSignsIn((body) => (sent.push(body), registered));
    renderWithPlatform(<SignupPage kind="paid" />, { platform });
    expect(screen.getByRole('group', { name: 'Your plan' })).toHaveTextContent('Portal – Monthly$97 a month inc. GST');

    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(platform.published).toContainEqual({
        type: 'session.start',
        payload: { accessToken: 'new-token', centerId: 'center-new', continueTo: '/qip/payment' },
      }),
    );
    expect(sent).toEqual([expect.objectContaining({ price: 'portal_monthly', email: 'alex@wattle.test' })]);
    expect(window.sessionStorage.getItem('qip.payment.from-signup')).toBe('1');
  });

  it('shows ‘Registering user...’ while it registers', async () => {
    window.sessionStorage.setItem('qip.chosen-plan', 'mentoring_yearly');
    const platform = createTestPlatform({
      state: { status: 'anonymous' },
      api: [stubEndpoint(endpoints.accounts.register, () => new Promise<typeof registered>(() => undefined))],
    });
    renderWithPlatform(<SignupPage kind="paid" />, { platform });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Registering user...' })).toBeDisabled();
  });
});
