import { SUPPORT_HOURS, type SupportRequestPayload } from '@qip/shared-contracts';
import { renderMail, type MailFact } from '../../plugins/mail/mailLayout';
import type { MailMessage } from '../../plugins/mail/mailer';

export interface SupportMailContext {
  reference: string;
  requester: { name: string; email: string };
  centerName: string;
  approvalNumber: string | null;
  accountName: string | null;
}

const facts = (request: SupportRequestPayload, context: SupportMailContext): MailFact[] => [
  { label: 'Reference', value: context.reference },
  { label: 'Type', value: request.type },
  { label: 'Subject', value: request.subject },
  { label: 'From', value: `${context.requester.name} <${context.requester.email}>` },
  { label: 'Service', value: context.centerName },
  { label: 'Approval number', value: context.approvalNumber ?? '' },
  { label: 'Account', value: context.accountName ?? '' },
];

/** The operator's copy: replies go to the requester. */
export function supportRequestMail(
  request: SupportRequestPayload,
  context: SupportMailContext & { operatorEmail: string },
): MailMessage {
  const { html, text } = renderMail({
    heading: `Support request ${context.reference}: ${request.type}`,
    intro: [`${context.requester.name} of ${context.centerName} sent a support request.`],
    facts: facts(request, context),
    outro: [request.message, 'Reply to this mail to answer the requester directly.'],
  });
  return {
    to: context.operatorEmail,
    replyTo: context.requester.email,
    subject: `[${context.reference}] ${request.type}: ${request.subject}`,
    text,
    html,
  };
}

/** The requester's copy: what they sent, its reference and when to expect a reply. */
export function supportReceiptMail(
  request: SupportRequestPayload,
  context: SupportMailContext & { operatorEmail: string },
): MailMessage {
  const { html, text } = renderMail({
    heading: 'We have received your support request',
    intro: [
      `Thank you, ${context.requester.name}. Your support request has been received; its reference is ` +
        `${context.reference}. Please quote it if you contact us about this request.`,
      `Support hours: ${SUPPORT_HOURS}.`,
    ],
    facts: facts(request, context),
    outro: [request.message],
  });
  return {
    to: context.requester.email,
    replyTo: context.operatorEmail,
    subject: `Your support request ${context.reference}: ${request.subject}`,
    text,
    html,
  };
}
