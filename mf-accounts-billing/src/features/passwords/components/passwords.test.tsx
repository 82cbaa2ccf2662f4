import { endpoints, USER_MESSAGES } from '@qip/shared-contracts';
import { httpError, okAnswer, renderWithPlatform, stubEndpoint } from '@qip/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { SetPasswordPage } from './SetPasswordPage';

const signedOut = { status: 'anonymous' as const };

describe('forgot password', () => {
  it("sends the email and says 'Please check your email for a password reset link'", async () => {
    const sent: unknown[] = [];
    renderWithPlatform(<ForgotPasswordPage />, {
      state: signedOut,
      api: [stubEndpoint(endpoints.passwords.resetRequest, ({ body }) => (sent.push(body), okAnswer()))],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please provide an email address.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), ' someone@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(USER_MESSAGES.resetRequested);
    expect(sent).toEqual([{ email: 'someone@example.com' }]);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/qip/auth');
  });
});

function renderSetPassword(route: string, answer: () => { ok: true }) {
  const sent: unknown[] = [];
  renderWithPlatform(
    <Routes>
      <Route path="/qip/auth/forgot-password/:token" element={<SetPasswordPage />} />
    </Routes>,
    {
      route,
      state: signedOut,
      api: [stubEndpoint(endpoints.passwords.resetConfirm, ({ body }) => (sent.push(body), answer()))],
    },
  );
  return sent;
}

describe('the set-password page', () => {
  it("checks the reset flow's rules, then says 'You can now login with your new password'", async () => {
    const sent = renderSetPassword('/qip/auth/forgot-password/token-123', okAnswer);
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('Password must contain at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match!')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'long-enough-now');
    await userEvent.clear(screen.getByLabelText('Repeat new password'));
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'long-enough-now');
    await userEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(USER_MESSAGES.passwordReset);
    expect(sent).toEqual([{ token: 'token-123', password: 'long-enough-now' }]);
  });

  it('welcomes an invited user, and offers a new link when the link is used or expired', async () => {
    renderSetPassword('/qip/auth/forgot-password/used-token?invite=1', () => {
      throw httpError(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: USER_MESSAGES.linkInvalid,
        fields: [{ field: 'body.token', message: USER_MESSAGES.linkInvalid }],
      });
    });
    expect(screen.getByRole('heading', { name: 'Welcome! Set your password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'long-enough-now');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'long-enough-now');
    await userEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(USER_MESSAGES.linkInvalid));
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/qip/auth/forgot-password',
    );
  });
});
