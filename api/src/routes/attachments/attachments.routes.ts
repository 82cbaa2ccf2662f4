import { endpoints } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/access';
import { requireCenterMember } from '../../auth/access';
import type { AttachmentRow } from '../../db/schema';
import { forbidden, notFound } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { newId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import { findAttachments, toAttachmentDto } from '../../shared/attachments.repository';
import { ATTACHMENT_ENTITIES } from './attachments.service';
import { decodeImageDataUrl } from '../../shared/fileContent';
import uploadRoutes from './uploads';

const NO_SUCH_ATTACHMENT = 'This file does not exist.';

/** The centre an attachment belongs to, after checking the caller is one of its users. */
async function requireEntityAccess(
  app: FastifyInstance,
  auth: AuthContext,
  entity: keyof typeof ATTACHMENT_ENTITIES,
  entityId: string,
): Promise<string> {
  const centerId = await ATTACHMENT_ENTITIES[entity].centerOf(app.db, entityId);
  // An entity that does not exist is refused like another tenant's, so ids reveal nothing.
  if (!centerId) throw forbidden('You do not have access to this service.');
  await requireCenterMember(app.db, auth, centerId);
  return centerId;
}

/** Removes attachment rows, then their files (a file left behind is logged, not fatal). */
async function removeAttachments(app: FastifyInstance, rows: AttachmentRow[]): Promise<void> {
  if (rows.length === 0) return;
  await app.db
    .deleteFrom('attachments')
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  for (const row of rows) {
    await app.storage.delete(row.storage_key).catch((error: unknown) => {
      app.log.warn({ err: error, key: row.storage_key }, 'could not remove a stored file');
    });
  }
}

/** POST, GET and DELETE /api/attachments, and GET /api/uploads/{id}. */
export default async function attachmentRoutes(app: FastifyInstance, options: { now: () => Date }) {
  registerEndpoint(app, endpoints.attachments.create, async ({ auth, body }) => {
    const centerId = await requireEntityAccess(app, auth, body.entity, body.entity_id);
    const image = decodeImageDataUrl(body.base64_image, app.uploadMaxBytes);

    const id = newId();
    const key = `${body.entity}/${body.entity_id}/${body.title.replace(/[^A-Za-z0-9_-]/g, '_') || 'file'}/${id}.${image.extension}`;
    await app.storage.put(key, image.bytes, { contentType: image.contentType });

    const stamp = isoNow(options.now());
    const row: AttachmentRow = {
      id,
      entity: body.entity,
      entity_id: body.entity_id,
      center_id: centerId,
      name: body.name,
      label: body.label ?? '',
      title: body.title,
      file_name: body.file_name || `${body.title}.${image.extension}`,
      storage_key: key,
      content_type: image.contentType,
      size_bytes: image.bytes.length,
      width: image.width,
      height: image.height,
      created_by: auth.user.id,
      created_at: stamp,
      updated_at: stamp,
    };
    try {
      await app.db.insertInto('attachments').values(row).execute();
    } catch (error) {
      await app.storage.delete(key).catch(() => undefined);
      throw error;
    }

    if (ATTACHMENT_ENTITIES[body.entity].singleFileNames.includes(body.name)) {
      const previous = await findAttachments(app.db, {
        entity: body.entity,
        entityId: body.entity_id,
        name: body.name,
      });
      await removeAttachments(
        app,
        previous.filter((attachment) => attachment.id !== id),
      );
    }
    return toAttachmentDto(row);
  });

  registerEndpoint(app, endpoints.attachments.list, async ({ auth, query }) => {
    await requireEntityAccess(app, auth, query.entity, query.entity_id);
    const rows = await findAttachments(app.db, {
      entity: query.entity,
      entityId: query.entity_id,
      ...(query.title ? { title: query.title } : {}),
    });
    return rows.map(toAttachmentDto);
  });

  registerEndpoint(app, endpoints.attachments.remove, async ({ auth, params }) => {
    const row = await app.db.selectFrom('attachments').selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound(NO_SUCH_ATTACHMENT);
    await requireCenterMember(app.db, auth, row.center_id);
    await removeAttachments(app, [row]);
    return { ok: true as const };
  });

  await app.register(uploadRoutes);
}
