import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type MailStatus = 'pending' | 'sent' | 'outbox' | 'failed';

export interface NewSupportRequest {
  id: string;
  centerId: string;
  userId: string;
  type: string;
  subject: string;
  message: string;
  createdAt: string;
}

/**
 * Stores a support request as the next number, its mail still pending. The number is the next
 * after the highest; when another request took it at the same moment the unique constraint
 * refuses this one and null comes back (the caller tries again).
 */
export async function insertSupportRequest(db: Kysely<Database>, request: NewSupportRequest): Promise<number | null> {
  const last = await db
    .selectFrom('support_requests')
    .select((eb) => eb.fn.max('sequence').as('last'))
    .executeTakeFirst();
  const sequence = Number(last?.last ?? 0) + 1;
  const result = await db
    .insertInto('support_requests')
    .values({
      id: request.id,
      sequence,
      center_id: request.centerId,
      user_id: request.userId,
      type: request.type,
      subject: request.subject,
      message: request.message,
      mail_status: 'pending',
      created_at: request.createdAt,
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? sequence : null;
}

export async function setSupportMailStatus(db: Kysely<Database>, id: string, mailStatus: MailStatus): Promise<void> {
  await db.updateTable('support_requests').set({ mail_status: mailStatus }).where('id', '=', id).execute();
}

/** The service's name and approval number and its account's name, for the operator's mail. */
export async function supportContext(
  db: Kysely<Database>,
  centerId: string,
): Promise<{ centerName: string; approvalNumber: string | null; accountName: string | null }> {
  const row = await db
    .selectFrom('centers')
    .leftJoin('accounts', 'accounts.id', 'centers.account_id')
    .select(['centers.name as centerName', 'centers.approval_number as approvalNumber', 'accounts.name as accountName'])
    .where('centers.id', '=', centerId)
    .executeTakeFirstOrThrow();
  return row;
}
