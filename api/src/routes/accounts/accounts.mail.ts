import { SERVICE_TYPES } from '@qip/shared-contracts';
import { renderMail } from '../../plugins/mail/mailLayout';
import type { MailMessage } from '../../plugins/mail/mailer';

/** The operator's notice of a new account asking for the free 15-minute walkthrough. */
export function walkthroughRequestMail(
  to: string,
  request: {
    name: string;
    email: string;
    phone: string;
    serviceName: string;
    serviceCatId: number;
    preferredDate: string;
    preferredTime: string;
  },
): MailMessage {
  const serviceType = SERVICE_TYPES.find((type) => type.id === request.serviceCatId)?.label ?? '';
  const { html, text } = renderMail({
    heading: 'A new service asked for a walkthrough',
    intro: [`${request.name} registered ${request.serviceName} and asked for the free personal 15-minute walkthrough.`],
    facts: [
      { label: 'Name', value: request.name },
      { label: 'Email', value: request.email },
      { label: 'Phone', value: request.phone },
      { label: 'Service', value: request.serviceName },
      { label: 'Service type', value: serviceType },
      { label: 'Preferred date', value: request.preferredDate },
      { label: 'Preferred time of day', value: request.preferredTime },
    ],
  });
  return { to, replyTo: request.email, subject: `Walkthrough requested: ${request.serviceName}`, text, html };
}
