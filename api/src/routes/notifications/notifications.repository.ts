import type { ServiceRequestPayload } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type MailStatus = 'pending' | 'sent' | 'outbox' | 'failed';

/** Stores an 'Add a new service' request, its mail still pending. */
export async function insertServiceRequest(
  db: Kysely<Database>,
  id: string,
  request: ServiceRequestPayload,
  createdAt: string,
): Promise<void> {
  await db
    .insertInto('service_requests')
    .values({
      id,
      center_id: request.center_id,
      user_id: request.user_id,
      fname: request.fname,
      lname: request.lname,
      email: request.email,
      current_service_name: request.current_service_name,
      current_service_approval_number: request.current_service_approval_number,
      new_service_name: request.new_service_name,
      new_service_approval_number: request.new_service_approval_number,
      new_service_type: request.new_service_type,
      comments: request.comments,
      mail_status: 'pending',
      created_at: createdAt,
    })
    .execute();
}

export async function setMailStatus(db: Kysely<Database>, id: string, mailStatus: MailStatus): Promise<void> {
  await db.updateTable('service_requests').set({ mail_status: mailStatus }).where('id', '=', id).execute();
}

/** The name of an account, or null (no account, or no longer there). */
export async function accountName(db: Kysely<Database>, accountId: string | null): Promise<string | null> {
  if (!accountId) return null;
  const account = await db.selectFrom('accounts').select('name').where('id', '=', accountId).executeTakeFirst();
  return account?.name ?? null;
}
