import { formatInstantDate } from '@qip/shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isoNow } from '../lib/time';
import type { Mailer, MailMessage } from '../plugins/mail/mailer';
import { accountAdministrators } from '../shared/users.repository';
import { sendNotice } from '../shared/inbox';
import { paymentFailedMail, paymentFailedNotice, subscriptionEndedMail } from './notices.mail';
import { accountOfCustomer, centerName, claimNotice, releaseNotice, type NoticeKind } from './notices.repository';
import type { BillingEvent, BillingProvider, ProviderSubscription } from './provider';

export interface BillingNoticeDeps {
  db: Kysely<Database>;
  provider: BillingProvider;
  mail: Mailer;
  log: FastifyBaseLogger;
  /** The portal's address the mails link to. */
  portalOrigin: string;
  now: () => Date;
}

/** The administrators' addresses and the service's name, for the customer's account. */
async function recipientsOf(deps: BillingNoticeDeps, customerId: string, centerId: string | null) {
  const account = await accountOfCustomer(deps.db, customerId);
  if (!account) return null;
  const admins = await accountAdministrators(deps.db, account.id);
  if (admins.length === 0) return null;
  return {
    to: admins.map((admin) => admin.email),
    userIds: admins.map((admin) => admin.id),
    serviceName: (await centerName(deps.db, centerId)) ?? account.name,
  };
}

/**
 * Sends the mail once for the object: claimed first, so a replayed or repeated event sends
 * nothing; a mail that fails gives the claim back (a later event may send it) and is logged,
 * never failing the event.
 */
async function sendOnce(
  deps: BillingNoticeDeps,
  kind: NoticeKind,
  objectId: string,
  message: () => Promise<MailMessage | null>,
) {
  if (!(await claimNotice(deps.db, kind, objectId, isoNow(deps.now())))) return;
  try {
    const mail = await message();
    if (mail) await deps.mail.send(mail);
  } catch (error) {
    await releaseNotice(deps.db, kind, objectId);
    deps.log.error({ err: error, kind, objectId }, 'a billing mail could not be sent');
  }
}

async function paymentFailed(deps: BillingNoticeDeps, invoiceId: string, subscription: ProviderSubscription | null) {
  const invoice = await deps.provider.retrieveInvoice(invoiceId);
  // Paid since (a new card): nothing to tell.
  if (!invoice || invoice.status !== 'open') return;
  await sendOnce(deps, 'payment_failed', invoice.id, async () => {
    const recipients = await recipientsOf(deps, invoice.customerId, subscription?.centerId ?? null);
    if (!recipients) return null;
    // The administrators also find it in their Messages inbox.
    await sendNotice(
      deps,
      recipients.userIds,
      paymentFailedNotice({
        serviceName: recipients.serviceName,
        amountCents: invoice.amountCents,
        portalOrigin: deps.portalOrigin,
      }),
      deps.now(),
    );
    return paymentFailedMail(recipients.to, {
      serviceName: recipients.serviceName,
      product: subscription?.productName ?? 'QIP Portal',
      amountCents: invoice.amountCents,
      invoiceNumber: invoice.number,
      portalOrigin: deps.portalOrigin,
    });
  });
}

async function subscriptionEnded(deps: BillingNoticeDeps, subscription: ProviderSubscription) {
  await sendOnce(deps, 'subscription_ended', subscription.id, async () => {
    const recipients = await recipientsOf(deps, subscription.customerId, subscription.centerId);
    if (!recipients) return null;
    return subscriptionEndedMail(recipients.to, {
      serviceName: recipients.serviceName,
      product: subscription.productName,
      endedOn: formatInstantDate(isoNow(subscription.cancelAt ?? subscription.currentPeriodEnd)),
      portalOrigin: deps.portalOrigin,
    });
  });
}

/**
 * The administrators' mails an applied event calls for: a renewal's payment failed
 * (invoice.payment_failed, once per invoice), or a cancellation took effect
 * (customer.subscription.deleted, once per subscription).
 */
export async function sendBillingNotices(
  deps: BillingNoticeDeps,
  event: BillingEvent,
  subscription: ProviderSubscription | null,
): Promise<void> {
  if (event.type === 'invoice.payment_failed' && event.invoiceId) {
    await paymentFailed(deps, event.invoiceId, subscription);
  } else if (event.type === 'customer.subscription.deleted' && subscription?.status === 'canceled') {
    await subscriptionEnded(deps, subscription);
  }
}
