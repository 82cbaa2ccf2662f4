import type { ServiceRequestPayload } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/access';
import type { Database } from '../../db/schema';
import { forbidden } from '../../http/httpError';
import { newId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import type { Mailer } from '../../plugins/mail/mailer';
import { serviceRequestMail } from './notifications.mail';
import { accountName, insertServiceRequest, setMailStatus, type MailStatus } from './notifications.repository';

export const NOT_YOUR_REQUEST = 'You can only send a request in your own name.';

/** What sending a request needs: the database, the mailer and where failures are logged (the app). */
export interface ServiceRequestDeps {
  db: Kysely<Database>;
  mail: Mailer;
  operatorEmail: string;
  log: { error(details: object, message: string): void };
}

/**
 * 'Add a new service' request, in the caller's own name: stored first (so nothing is lost if
 * mail fails), then mailed to the operator. A failed mail is logged and marked on the stored
 * request; the requester is still told it was received, because the operator can see it.
 */
export async function submitServiceRequest(
  deps: ServiceRequestDeps,
  auth: AuthContext,
  request: ServiceRequestPayload,
  now: Date,
): Promise<void> {
  if (request.user_id !== auth.user.id) throw forbidden(NOT_YOUR_REQUEST);

  const id = newId();
  await insertServiceRequest(deps.db, id, request, isoNow(now));
  const name = await accountName(deps.db, auth.user.account_id);
  let mailStatus: MailStatus;
  try {
    const delivery = await deps.mail.send(
      serviceRequestMail(request, { operatorEmail: deps.operatorEmail, accountName: name }),
    );
    mailStatus = delivery.via === 'smtp' ? 'sent' : 'outbox';
  } catch (error) {
    deps.log.error({ err: error, serviceRequestId: id }, 'the service request could not be mailed to the operator');
    mailStatus = 'failed';
  }
  await setMailStatus(deps.db, id, mailStatus);
}
