import { IdParamsSchema } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCenterMember } from '../../auth/access';
import { notFound, unauthorized } from '../../http/httpError';

/** Characters a header's quoted file name can carry; anything else becomes '_'. */
const safeFileName = (name: string) => name.replace(/[^\w. ()-]/g, '_');

/**
 * GET /api/uploads/{id}: the file itself, to users of the centre it belongs to only (403 for
 * anyone else). Not a JSON endpoint, so it is registered here rather than from the contract.
 */
export default async function uploadRoutes(app: FastifyInstance) {
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
      const row = await app.db
        .selectFrom('attachments')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound('This file does not exist.');
      await requireCenterMember(app.db, auth, row.center_id);

      const object = await app.storage.get(row.storage_key);
      if (!object) throw notFound('This file is no longer stored.');
      const inline = row.content_type.startsWith('image/');
      return reply
        .header('Content-Type', row.content_type)
        .header('Content-Length', object.sizeBytes)
        .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${safeFileName(row.file_name)}"`)
        .header('Cache-Control', 'private, no-cache')
        .header('X-Content-Type-Options', 'nosniff')
        .send(object.body);
    },
  });
}
