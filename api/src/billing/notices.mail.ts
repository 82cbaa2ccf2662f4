import { formatAud } from '@qip/shared-contracts';
import { renderMail } from '../plugins/mail/mailLayout';
import type { MailMessage } from '../plugins/mail/mailer';
import type { Notice } from '../shared/inbox';

// The billing mails to an account's administrators.

/** Where an administrator replaces the card after a failed payment. */
export const UPDATE_PAYMENT_METHOD_PATH = '/qip/update-payment-method';
/** Where a plan is chosen again after a subscription ended. */
export const PRICING_PLANS_PATH = '/qip/pricing-plans';

export function paymentFailedMail(
  to: readonly string[],
  failed: { serviceName: string; product: string; amountCents: number; invoiceNumber: string; portalOrigin: string },
): MailMessage {
  const amount = formatAud(failed.amountCents, { alwaysCents: true });
  const { html, text } = renderMail({
    heading: 'Your payment failed',
    intro: [
      `We couldn't take the payment of ${amount} for ${failed.serviceName}.`,
      'Please update your payment method: the invoice is paid with the new card at once, and the service stays active.',
    ],
    facts: [
      { label: 'Service', value: failed.serviceName },
      { label: 'Plan', value: failed.product },
      { label: 'Amount (GST included)', value: amount },
      { label: 'Invoice', value: failed.invoiceNumber },
    ],
    outro: [`Update your payment method: ${failed.portalOrigin}${UPDATE_PAYMENT_METHOD_PATH}`],
  });
  return { to, subject: `Payment failed for ${failed.serviceName}`, text, html };
}

/** The administrators' notice in their Messages inbox. */
export function paymentFailedNotice(failed: {
  serviceName: string;
  amountCents: number;
  portalOrigin: string;
}): Notice {
  const amount = formatAud(failed.amountCents, { alwaysCents: true });
  return {
    subject: `Payment failed for ${failed.serviceName}`,
    paragraphs: [
      `We couldn't take the payment of ${amount} for ${failed.serviceName}.`,
      'Please update your payment method: the invoice is paid with the new card at once, and the service stays active.',
    ],
    link: { href: `${failed.portalOrigin}${UPDATE_PAYMENT_METHOD_PATH}`, text: 'Update your payment method' },
  };
}

export function subscriptionEndedMail(
  to: readonly string[],
  ended: { serviceName: string; product: string; endedOn: string; portalOrigin: string },
): MailMessage {
  const { html, text } = renderMail({
    heading: 'Your subscription has ended',
    intro: [`The ${ended.product} subscription of ${ended.serviceName} was cancelled and ended on ${ended.endedOn}.`],
    outro: [`To use the service again, choose a plan: ${ended.portalOrigin}${PRICING_PLANS_PATH}`],
  });
  return { to, subject: `Your subscription for ${ended.serviceName} has ended`, text, html };
}
