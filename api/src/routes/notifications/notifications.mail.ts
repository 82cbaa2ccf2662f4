import type { ServiceRequestPayload } from '@qip/shared-contracts';
import { renderMail } from '../../plugins/mail/mailLayout';
import type { MailMessage } from '../../plugins/mail/mailer';

/** The operator's copy of an 'Add a new service' request; replies go to the requester. */
export function serviceRequestMail(
  request: ServiceRequestPayload,
  context: { operatorEmail: string; accountName: string | null },
): MailMessage {
  const requester = `${request.fname} ${request.lname}`;
  const { html, text } = renderMail({
    heading: 'A service would like to add a new service to its subscription',
    intro: [
      `${requester}${context.accountName ? ` of ${context.accountName}` : ''} asked to add a new service. ` +
        'Please get in touch with them about adding it to their current subscription.',
    ],
    facts: [
      { label: 'First name', value: request.fname },
      { label: 'Last name', value: request.lname },
      { label: 'Email address', value: request.email },
      { label: 'Current Service name', value: request.current_service_name },
      { label: 'Current Service approval number', value: request.current_service_approval_number },
      { label: 'NEW Service name', value: request.new_service_name },
      { label: 'NEW Service approval number', value: request.new_service_approval_number },
      { label: 'NEW Service type', value: request.new_service_type },
      { label: 'Comments', value: request.comments },
    ],
    outro: ['Reply to this mail to answer the requester directly.'],
  });
  return {
    to: context.operatorEmail,
    replyTo: request.email,
    subject: `New service request: ${request.new_service_name} (${requester})`,
    text,
    html,
  };
}
