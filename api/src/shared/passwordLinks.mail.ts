import { PASSWORD_LINK_TTL_SECONDS } from '@qip/shared-contracts';
import { renderMail } from '../plugins/mail/mailLayout';
import type { MailMessage } from '../plugins/mail/mailer';

// The mails carrying a link to set a password: the invitation of a new user and a reset.

interface Recipient {
  name: string;
  email: string;
}

export function invitationMail(
  recipient: Recipient,
  context: { link: string; inviterName: string; accountName: string | null },
): MailMessage {
  const days = PASSWORD_LINK_TTL_SECONDS.invitation / (24 * 60 * 60);
  const where = context.accountName ? ` at ${context.accountName}` : '';
  const { html, text } = renderMail({
    heading: 'You have been invited to the QIP Portal',
    intro: [
      `Hello ${recipient.name},`,
      `${context.inviterName} has added you to the QIP Portal${where}. Set your password to sign in:`,
    ],
    facts: [
      { label: 'Set your password', value: context.link },
      { label: 'Your sign-in email', value: recipient.email },
    ],
    outro: [`The link works once and for ${days} days. If it has expired, use Forgot password on the sign-in page.`],
  });
  return { to: recipient.email, subject: 'Your QIP Portal account: set your password', text, html };
}

export function resetMail(recipient: Recipient, link: string): MailMessage {
  const minutes = PASSWORD_LINK_TTL_SECONDS.reset / 60;
  const { html, text } = renderMail({
    heading: 'Reset your QIP Portal password',
    intro: [`Hello ${recipient.name},`, 'We received a request to reset your password. Choose a new one here:'],
    facts: [{ label: 'Reset your password', value: link }],
    outro: [
      `The link works once and for ${minutes} minutes. Setting a new password signs you out everywhere else.`,
      'If you did not ask for this, you can ignore this mail: your password stays as it is.',
    ],
  });
  return { to: recipient.email, subject: 'Reset your QIP Portal password', text, html };
}
