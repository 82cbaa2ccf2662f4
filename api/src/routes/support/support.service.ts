import { supportReference, type SupportRequestPayload } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/access';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import type { Mailer, MailMessage } from '../../plugins/mail/mailer';
import { supportReceiptMail, supportRequestMail } from './support.mail';
import { insertSupportRequest, setSupportMailStatus, supportContext, type MailStatus } from './support.repository';

/** What sending a support request needs: the database, the mailer and where failures are logged (the app). */
export interface SupportDeps {
  db: Kysely<Database>;
  mail: Mailer;
  operatorEmail: string;
  log: { error(details: object, message: string): void };
}

/** How many times a request tries for a number another request took at the same moment. */
const NUMBER_TRIES = 5;

/**
 * A support request about a service the caller belongs to: stored first under the next number
 * (nothing is lost if mail fails), then mailed to the operator with a copy to the requester. A
 * failed mail to the operator is logged and marked on the stored request; the requester still
 * gets the reference, because the operator can see the request.
 */
export async function submitSupportRequest(
  deps: SupportDeps,
  auth: AuthContext,
  request: SupportRequestPayload,
  now: Date,
): Promise<{ reference: string }> {
  const id = newId();
  let sequence: number | null = null;
  for (let attempt = 0; sequence === null && attempt < NUMBER_TRIES; attempt += 1) {
    sequence = await insertSupportRequest(deps.db, {
      id,
      centerId: request.center_id,
      userId: auth.user.id,
      type: request.type,
      subject: request.subject,
      message: request.message,
      createdAt: isoNow(now),
    });
  }
  if (sequence === null) throw new Error('no support request number could be claimed');
  const reference = supportReference(sequence);

  const context = {
    ...(await supportContext(deps.db, request.center_id)),
    reference,
    requester: { name: auth.user.name, email: auth.user.email },
    operatorEmail: deps.operatorEmail,
  };
  const mailStatus = await send(deps, supportRequestMail(request, context), id);
  await setSupportMailStatus(deps.db, id, mailStatus);
  // The requester's copy is a courtesy: its failure is logged, the request stands.
  await send(deps, supportReceiptMail(request, context), id);
  return { reference };
}

async function send(deps: SupportDeps, message: MailMessage, supportRequestId: string): Promise<MailStatus> {
  try {
    const delivery = await deps.mail.send(message);
    return delivery.via === 'smtp' ? 'sent' : 'outbox';
  } catch (error) {
    deps.log.error({ err: error, supportRequestId }, 'a support request mail could not be sent');
    return 'failed';
  }
}
