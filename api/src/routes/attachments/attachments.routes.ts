import { AttachmentEntitySchema, endpoints, IdParamsSchema } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCenterMember, requireWritableCenter } from '../../auth/access';
import { contentDisposition } from '../../http/contentDisposition';
import { forbidden, notFound, unauthorized } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { findAttachments, toAttachmentDto } from '../../shared/attachments.repository';
import { INLINE_SAFE_TYPES } from '../../shared/fileType';
import { findAttachment } from './attachments.repository';
import { ATTACHMENT_ENTITIES, removeAttachments, requireEntityAccess, storeAttachment } from './attachments.service';

const NO_SUCH_ATTACHMENT = 'This file does not exist.';

/** POST, GET and DELETE /api/attachments, and GET /api/uploads/{id}. */
export default synchronousPlugin(function attachmentsRoutes(app: FastifyInstance, options: { now: () => Date }) {
  registerEndpoint(app, endpoints.attachments.create, async ({ auth, body }) =>
    toAttachmentDto(await storeAttachment(app, auth, body, options.now())),
  );

  registerEndpoint(app, endpoints.attachments.list, async ({ auth, query }) => {
    await requireEntityAccess(app.db, auth, query.entity, query.entity_id);
    const rows = await findAttachments(app.db, {
      entity: query.entity,
      entityId: query.entity_id,
      ...(query.title ? { title: query.title } : {}),
    });
    return rows.map(toAttachmentDto);
  });

  registerEndpoint(app, endpoints.attachments.remove, async ({ auth, params }) => {
    const row = await findAttachment(app.db, params.id);
    if (!row) throw notFound(NO_SUCH_ATTACHMENT);
    const role = await requireWritableCenter(app.db, auth, row.center_id, options.now());
    const entity = AttachmentEntitySchema.safeParse(row.entity);
    if (entity.success && ATTACHMENT_ENTITIES[entity.data].adminRemoves && role !== 'admin') {
      throw forbidden('Only an administrator of this service can do this.');
    }
    await removeAttachments(app, [row]);
    return { ok: true as const };
  });

  // The file itself, to users of the centre it belongs to only (403 for anyone else). Not a
  // JSON endpoint, so it is registered here rather than from the contract.
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/api/uploads/:id',
    schema: {
      summary: 'Download an uploaded file (users of its service only)',
      tags: ['attachments'],
      security: [{ bearerAuth: [] }],
      params: IdParamsSchema,
    },
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const row = await findAttachment(app.db, request.params.id);
      if (!row) throw notFound(NO_SUCH_ATTACHMENT);
      await requireCenterMember(app.db, auth, row.center_id);

      const object = await app.storage.get(row.storage_key);
      if (!object) throw notFound('This file is no longer stored.');
      // The type found in the bytes at upload; only raster images show in the browser, anything
      // else is saved, and nothing served here may run script even when opened directly.
      const inline = INLINE_SAFE_TYPES.has(row.content_type);
      return reply
        .header('Content-Type', row.content_type)
        .header('Content-Length', object.sizeBytes)
        .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', row.file_name))
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-cache')
        .header('X-Content-Type-Options', 'nosniff')
        .send(object.body);
    },
  });
});
