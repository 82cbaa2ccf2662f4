import type { Kysely } from 'kysely';
import type { AttachmentRow, Database } from '../../db/schema';

// The rows of uploaded files; the files themselves are in the storage plugin. Reading a
// centre's files is shared (shared/attachments.repository.ts).

export async function insertAttachment(db: Kysely<Database>, row: AttachmentRow): Promise<void> {
  await db.insertInto('attachments').values(row).execute();
}

export function findAttachment(db: Kysely<Database>, id: string): Promise<AttachmentRow | undefined> {
  return db.selectFrom('attachments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteAttachments(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  await db.deleteFrom('attachments').where('id', 'in', ids).execute();
}

/** The centre's id when it exists, otherwise null. */
export async function existingCenterId(db: Kysely<Database>, centerId: string): Promise<string | null> {
  const center = await db.selectFrom('centers').select('id').where('id', '=', centerId).executeTakeFirst();
  return center?.id ?? null;
}

/** The centre of an upload evidence item, otherwise null (links and comments hold no files). */
export async function evidenceUploadOf(db: Kysely<Database>, evidenceId: string): Promise<string | null> {
  const item = await db
    .selectFrom('evidence_items')
    .select('center_id')
    .where('id', '=', evidenceId)
    .where('title', '=', 'evidence')
    .executeTakeFirst();
  return item?.center_id ?? null;
}
