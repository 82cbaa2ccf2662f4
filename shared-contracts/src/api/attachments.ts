import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { FileDataUrlSchema } from './files';
import { DateTimeSchema, hasNoNul, IdParamsSchema, IdSchema, NO_NUL_MESSAGE, OkSchema } from './common';

/** What an attachment belongs to: a centre (its logo) or an evidence item (its further files). */
export const AttachmentEntitySchema = z.enum(['centers', 'evidence']);
export type AttachmentEntity = z.infer<typeof AttachmentEntitySchema>;

/** POST /api/attachments (spec: entity_id, entity, name, title, label, base64_image). */
export const AttachmentCreateSchema = z.object({
  entity_id: IdSchema,
  entity: AttachmentEntitySchema,
  /** What the file is for ('center_logo'). */
  name: z.string().trim().min(1, 'This field is required.').max(100).refine(hasNoNul, NO_NUL_MESSAGE),
  title: z.string().trim().min(1, 'This field is required.').max(100).refine(hasNoNul, NO_NUL_MESSAGE),
  label: z.string().trim().max(255).refine(hasNoNul, NO_NUL_MESSAGE).optional(),
  /** The file as a data URL. */
  base64_image: FileDataUrlSchema,
  /** The file's name on the user's computer, kept for downloads. */
  file_name: z.string().trim().max(255).refine(hasNoNul, NO_NUL_MESSAGE).optional(),
});
export type AttachmentCreate = z.infer<typeof AttachmentCreateSchema>;

/** The Attachment entity (spec section 3), with where to fetch the file. */
export const AttachmentSchema = z.object({
  id: IdSchema,
  entity: AttachmentEntitySchema,
  entityId: IdSchema,
  name: z.string(),
  label: z.string(),
  title: z.string(),
  /** GET this (signed in) for the file: `/api/uploads/{id}`. */
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export const AttachmentListQuerySchema = z.object({
  entity: AttachmentEntitySchema.default('centers'),
  entity_id: IdSchema,
  title: z.string().trim().max(100).refine(hasNoNul, NO_NUL_MESSAGE).optional(),
});

/** The address of an uploaded file. */
export function uploadPath(id: string): string {
  return `/api/uploads/${encodeURIComponent(id)}`;
}

export const attachmentEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/attachments',
    access: 'user',
    summary: 'Upload a file (a centre logo: entity centers, name center_logo, title logo)',
    tags: ['attachments'],
    live: { entity: 'service-details' },
    body: AttachmentCreateSchema,
    bodyLimit: 'upload',
    response: AttachmentSchema,
    successStatus: 201,
    tenancy: { owned: [{ in: 'body', field: 'entity_id', kind: 'center' }] },
    // A centre logo: a 1x1 PNG (the API checks the bytes are an image).
    example: {
      body: {
        entity: 'centers',
        name: 'center_logo',
        title: 'logo',
        base64_image:
          'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      },
    },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/attachments',
    access: 'user',
    summary: "An entity's attachments, optionally with one title (the centre's logo: title logo)",
    tags: ['attachments'],
    query: AttachmentListQuerySchema,
    response: z.array(AttachmentSchema),
    tenancy: { owned: [{ in: 'query', field: 'entity_id', kind: 'center' }] },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/attachments/:id',
    access: 'user',
    summary: 'Remove an attachment and its file',
    tags: ['attachments'],
    live: { entity: 'service-details' },
    params: IdParamsSchema,
    response: OkSchema,
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'attachment' }] },
  }),
};
