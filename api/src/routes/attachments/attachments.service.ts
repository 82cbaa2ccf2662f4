import type { AttachmentEntity, endpoints } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import { requireCenterMember, requireWritableCenter, type AuthContext } from '../../auth/access';
import type { AttachmentRow, Database } from '../../db/schema';
import { badRequest, forbidden } from '../../http/httpError';
import type { EndpointRequest } from '../../http/registerEndpoint';
import { newId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import { keySegmentOf, type StorageDriver } from '../../plugins/storage/types';
import { CENTER_LOGO, findAttachments } from '../../shared/attachments.repository';
import { EVIDENCE_UPLOADS, LOGO_UPLOADS, uploadProblem, type UploadRules } from '../../shared/fileType';
import { deleteAttachments, evidenceUploadOf, existingCenterId, insertAttachment } from './attachments.repository';

/** How attachments of one kind of entity are scoped and kept. */
interface EntityRules {
  /** The centre whose members may see and change the entity's files; null when it does not exist. */
  centerOf(db: Kysely<Database>, entityId: string): Promise<string | null>;
  /** Names that hold one file at a time: a new upload replaces the previous one. */
  singleFileNames: readonly string[];
  /** The types its files may have. */
  uploads: UploadRules;
  /** Whether removing a file needs an administrator (evidence: only administrators remove it). */
  adminRemoves: boolean;
}

export const ATTACHMENT_ENTITIES: Record<AttachmentEntity, EntityRules> = {
  centers: {
    centerOf: existingCenterId,
    singleFileNames: [CENTER_LOGO.name],
    uploads: LOGO_UPLOADS,
    adminRemoves: false,
  },
  // An upload evidence item's further files (links and comments take none: they have no centre here).
  evidence: {
    centerOf: evidenceUploadOf,
    singleFileNames: [],
    uploads: EVIDENCE_UPLOADS,
    adminRemoves: true,
  },
};

/** What handling files needs: the database, the storage and where a stray file is logged (the app). */
export interface AttachmentDeps {
  db: Kysely<Database>;
  storage: StorageDriver;
  uploadMaxBytes: number;
  log: { warn(details: object, message: string): void };
}

type CreateBody = EndpointRequest<typeof endpoints.attachments.create>['body'];

/** The centre an entity's files belong to; refused (403) when there is no such entity. */
async function centerOfEntity(db: Kysely<Database>, entity: AttachmentEntity, entityId: string): Promise<string> {
  const centerId = await ATTACHMENT_ENTITIES[entity].centerOf(db, entityId);
  // An entity that does not exist is refused like another tenant's, so ids reveal nothing.
  if (!centerId) throw forbidden('You do not have access to this service.');
  return centerId;
}

/** The centre an attachment belongs to, after checking the caller is one of its users. */
export async function requireEntityAccess(
  db: Kysely<Database>,
  auth: AuthContext,
  entity: AttachmentEntity,
  entityId: string,
): Promise<string> {
  const centerId = await centerOfEntity(db, entity, entityId);
  await requireCenterMember(db, auth, centerId);
  return centerId;
}

/** Removes attachment rows, then their files (a file left behind is logged, not fatal). */
export async function removeAttachments(deps: AttachmentDeps, rows: AttachmentRow[]): Promise<void> {
  if (rows.length === 0) return;
  await deleteAttachments(
    deps.db,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    await deps.storage.delete(row.storage_key).catch((error: unknown) => {
      deps.log.warn({ err: error, key: row.storage_key }, 'could not remove a stored file');
    });
  }
}

/** The name a download gets: the person's name for the file with the extension of its real type. */
function downloadName(fileName: string | undefined, title: string, extension: string): string {
  const base = (fileName || title).replace(/\.[^.]*$/, '') || title;
  return `${base}.${extension}`;
}

/**
 * Stores an uploaded file (typed by its bytes, decoded off the event loop, of a type its entity
 * takes) for an entity the caller may change, then its row; a name that holds one file drops the
 * previous one.
 */
export async function storeAttachment(
  deps: AttachmentDeps,
  auth: AuthContext,
  body: CreateBody,
  now: Date,
): Promise<AttachmentRow> {
  const centerId = await centerOfEntity(deps.db, body.entity, body.entity_id);
  await requireWritableCenter(deps.db, auth, centerId, now);
  const image = body.base64_image;
  const rules = ATTACHMENT_ENTITIES[body.entity];
  const problem = uploadProblem(image, rules.uploads);
  if (problem || !image.type) {
    const message = problem ?? rules.uploads.otherType;
    throw badRequest(message, [{ field: 'body.base64_image', message }]);
  }
  const { extension, mime } = image.type;

  const id = newId();
  // Only letters and digits of what the caller sent reach the key, so any title gives a valid one.
  const folder = `${body.entity}/${keySegmentOf(body.entity_id, 'entity')}/${keySegmentOf(body.title, 'file')}`;
  const key = `${folder}/${id}.${extension}`;
  const bytes = Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength);
  await deps.storage.put(key, bytes, { contentType: mime });

  const stamp = isoNow(now);
  const row: AttachmentRow = {
    id,
    entity: body.entity,
    entity_id: body.entity_id,
    center_id: centerId,
    name: body.name,
    label: body.label ?? '',
    title: body.title,
    file_name: downloadName(body.file_name, body.title, extension),
    storage_key: key,
    content_type: mime,
    size_bytes: bytes.length,
    width: image.width,
    height: image.height,
    created_by: auth.user.id,
    created_at: stamp,
    updated_at: stamp,
  };
  try {
    await insertAttachment(deps.db, row);
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }

  if (ATTACHMENT_ENTITIES[body.entity].singleFileNames.includes(body.name)) {
    const previous = await findAttachments(deps.db, { entity: body.entity, entityId: body.entity_id, name: body.name });
    await removeAttachments(
      deps,
      previous.filter((attachment) => attachment.id !== id),
    );
  }
  return row;
}
