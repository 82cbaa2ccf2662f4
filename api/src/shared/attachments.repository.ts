import { uploadPath, type Attachment, type AttachmentEntity } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { AttachmentRow, Database } from '../db/schema';

// Attachment rows, shared: the attachments routes manage them and service details shows the logo.

/** The centre logo's attachment names (spec: entity 'centers', name 'center_logo', title 'logo'). */
export const CENTER_LOGO = { entity: 'centers', name: 'center_logo', title: 'logo' } as const;

export async function findAttachments(
  db: Kysely<Database>,
  where: { entity: AttachmentEntity; entityId: string; name?: string; title?: string },
): Promise<AttachmentRow[]> {
  let query = db
    .selectFrom('attachments')
    .selectAll()
    .where('entity', '=', where.entity)
    .where('entity_id', '=', where.entityId);
  if (where.name) query = query.where('name', '=', where.name);
  if (where.title) query = query.where('title', '=', where.title);
  return query.orderBy('created_at', 'desc').orderBy('id').execute();
}

export function toAttachmentDto(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    entity: row.entity as AttachmentEntity,
    entityId: row.entity_id,
    name: row.name,
    label: row.label,
    title: row.title,
    url: uploadPath(row.id),
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    width: row.width,
    height: row.height,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Which of these storage keys an attachment row points at. */
export async function referencedStorageKeys(db: Kysely<Database>, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('attachments').select('storage_key').where('storage_key', 'in', keys).execute();
  return new Set(rows.map((row) => row.storage_key));
}
