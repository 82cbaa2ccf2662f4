import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import {
  DateTimeSchema,
  FileDownloadSchema,
  hasNoNul,
  IdSchema,
  NO_NUL_MESSAGE,
  OkSchema,
  requiredText,
} from './common';
import { FileDataUrlSchema } from './files';

// The resource centre (accounts-billing spec: 'Resource centre', the resource file, shop resource
// and tutorial entities, section 7's resource calls). Every service reads the same library, which
// the operator manages with the hub's client credentials (the writes below, `operatorOnly`).
// Files are served outside the contract (they answer bytes): GET /api/resources/file/{id},
// /api/resourcesshop/shop-downloadimage/{id}, /api/resourcestutorial/tutorial-downloadimage/{id}
// and /api/resourcestutorial/video/{id}.

const PageQuerySchema = z.object({
  /** 1 for the first page of ten. */
  page: z.coerce.number().int().min(1, 'Must be at least 1.').max(100_000).optional().default(1),
});

/** A page of a list: its rows, how many there are in all, the page shown and its size (10). */
const pageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    data: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    /** Ten (RESOURCE_PAGE_SIZE). */
    per_page: z.number().int(),
  });

/** A downloadable file of the library (spec: Resource file). */
export const ResourceFileSchema = z.object({
  id: IdSchema,
  label: z.string(),
  /** The file name with its extension: what the download is saved as. */
  name: z.string(),
  /** The element's category id. */
  child_nqa_id: z.string(),
  /** The element's number ('1.3.2'). */
  element: z.string(),
});
export type ResourceFile = z.infer<typeof ResourceFileSchema>;

/** A product of the operator's shop (spec: Shop resource). */
export const ShopResourceSchema = z.object({
  id: IdSchema,
  product_name: z.string(),
  /** Sanitised HTML. */
  product_description: z.string(),
  /** In cents, GST included (14700: $147.00 inc. GST). */
  product_price: z.number().int(),
  /** Where the product is bought: the operator's shop. */
  product_link: z.string(),
  /** GET this, signed in, for the thumbnail; null when it has none. */
  thumbnail: z.string().nullable(),
  label: z.string(),
});
export type ShopResource = z.infer<typeof ShopResourceSchema>;

/** A video tutorial of the portal (spec: Tutorial). */
export const TutorialSchema = z.object({
  id: IdSchema,
  tutorial_name: z.string(),
  /** GET this, signed in, for the video. */
  tutorial_link: z.string(),
  /** Sanitised HTML. */
  tutorial_description: z.string(),
  tutorial_author: z.string(),
  created_at: DateTimeSchema,
  /** GET this, signed in, for the poster picture; null when it has none. */
  thumbnail: z.string().nullable(),
});
export type Tutorial = z.infer<typeof TutorialSchema>;

export const ResourceListQuerySchema = PageQuerySchema.extend({
  /** Search text: a case-insensitive substring of the label (trimmed; blank is no search). */
  search: z.string().max(200, 'Must be at most 200 characters.').refine(hasNoNul, NO_NUL_MESSAGE).optional(),
  /** An area, standard or element category: its elements' resources (ignored while searching). */
  child_nqa_id: IdSchema.optional(),
});

export const ResourceFilePageSchema = pageSchema(ResourceFileSchema);
export const ShopResourcePageSchema = pageSchema(ShopResourceSchema);
export const TutorialPageSchema = pageSchema(TutorialSchema);
export type ResourceFilePage = z.infer<typeof ResourceFilePageSchema>;
export type ShopResourcePage = z.infer<typeof ShopResourcePageSchema>;
export type TutorialPage = z.infer<typeof TutorialPageSchema>;

/** One item of a list with its neighbours, for a detail view's previous / next. */
const detailSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    item: row,
    previous_id: IdSchema.nullable(),
    next_id: IdSchema.nullable(),
    /** Its place in the list, from 1. */
    position: z.number().int(),
    total: z.number().int(),
  });
export const ShopResourceDetailSchema = detailSchema(ShopResourceSchema);
export const TutorialDetailSchema = detailSchema(TutorialSchema);
export type ShopResourceDetail = z.infer<typeof ShopResourceDetailSchema>;
export type TutorialDetail = z.infer<typeof TutorialDetailSchema>;

const fileName = () =>
  requiredText(255).refine((name) => /\.[A-Za-z0-9]{1,8}$/.test(name), 'Must be a file name with its extension.');
const webAddress = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https:\/\/[^\s]+$/i.test(value), 'Must be a web address starting with https://.');
const html = z.string().max(50_000, 'Must be at most 50000 characters.');

export const ResourceFileInputSchema = z.object({
  label: requiredText(255),
  /** The name it downloads as, with its extension (the file's type comes from its bytes). */
  name: fileName(),
  /** The element's category id, or its number ('1.3.2'). */
  child_nqa_id: IdSchema,
  file: FileDataUrlSchema,
});
export const ResourceFileUpdateSchema = ResourceFileInputSchema.partial();

export const ShopResourceInputSchema = z.object({
  product_name: requiredText(255),
  product_description: html,
  product_price: z.number().int().min(0).max(100_000_000),
  product_link: webAddress,
  label: z.string().trim().max(255).refine(hasNoNul, NO_NUL_MESSAGE).optional().default(''),
  /** A PNG, JPEG, GIF or WebP picture. */
  thumbnail: FileDataUrlSchema.optional(),
  sort_order: z.number().int().min(0).max(100_000).optional(),
});
export const ShopResourceUpdateSchema = ShopResourceInputSchema.partial();

export const TutorialInputSchema = z.object({
  tutorial_name: requiredText(255),
  tutorial_description: html,
  tutorial_author: requiredText(255),
  /** The video (WebM, MP4, Ogg). */
  video: FileDataUrlSchema,
  thumbnail: FileDataUrlSchema.optional(),
  sort_order: z.number().int().min(0).max(100_000).optional(),
});
export const TutorialUpdateSchema = TutorialInputSchema.partial();
export type ResourceFileInput = z.input<typeof ResourceFileInputSchema>;
export type ShopResourceInput = z.input<typeof ShopResourceInputSchema>;
export type TutorialInput = z.input<typeof TutorialInputSchema>;

const IdParams = z.object({ id: IdSchema });

// Valid files for the gates' examples: a one-page PDF, a 1x1 PNG and a tiny WebM header.
const EXAMPLE_PDF =
  'data:application/pdf;base64,JVBERi0xLjQKMSAwIG9iago8PC9UeXBlL0NhdGFsb2cvUGFnZXMgMiAwIFI+PgplbmRvYmoKMiAwIG9iago8PC9UeXBlL1BhZ2VzL0tpZHNbMyAwIFJdL0NvdW50IDE+PgplbmRvYmoKMyAwIG9iago8PC9UeXBlL1BhZ2UvUGFyZW50IDIgMCBSL01lZGlhQm94WzAgMCA2MTIgNzkyXT4+CmVuZG9iagp0cmFpbGVyCjw8L1Jvb3QgMSAwIFI+PgolJUVPRgo=';
const EXAMPLE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const EXAMPLE_WEBM = 'data:video/webm;base64,GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYECGFOAZwEAAAAAAAAA';

const OPERATOR = {
  none: "the operator's resource library, the same for every service",
  operatorOnly: true,
} as const;

export const resourceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/getallresources',
    access: 'user',
    summary:
      'QIP/SAT resources, ten a page, sorted by label: those whose label holds the search text, or without search those of an area, standard or element',
    tags: ['resources'],
    query: ResourceListQuerySchema,
    response: ResourceFilePageSchema,
    tenancy: {
      none: "the operator's library, read by every service",
      shared: [{ in: 'query', field: 'child_nqa_id', kind: 'nqsElement' }],
    },
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/api/resources/download/:id',
    access: 'user',
    summary:
      "A resource's file name and where to fetch it, for a user of a service that may use the portal (a blocked subscription is refused)",
    tags: ['resources'],
    params: IdParams,
    query: z.object({ center_id: IdSchema }),
    response: FileDownloadSchema,
    tenancy: {
      owned: [{ in: 'query', field: 'center_id', kind: 'center' }],
      shared: [{ in: 'params', field: 'id', kind: 'resourceFile' }],
    },
  }),
  shop: defineEndpoint({
    method: 'GET',
    path: '/api/resourcesshop',
    access: 'user',
    summary: "The shop's products, ten a page",
    tags: ['resources'],
    query: PageQuerySchema,
    response: ShopResourcePageSchema,
    tenancy: { none: "the operator's shop, the same for every service" },
  }),
  shopItem: defineEndpoint({
    method: 'GET',
    path: '/api/resourcesshop/:id',
    access: 'user',
    summary: 'One shop product with the previous and next in the list',
    tags: ['resources'],
    params: IdParams,
    response: ShopResourceDetailSchema,
    tenancy: {
      none: "the operator's shop, the same for every service",
      shared: [{ in: 'params', field: 'id', kind: 'shopItem' }],
    },
  }),
  tutorials: defineEndpoint({
    method: 'GET',
    path: '/api/resourcestutorial',
    access: 'user',
    summary: 'The app tutorials, ten a page, newest first',
    tags: ['resources'],
    query: PageQuerySchema,
    response: TutorialPageSchema,
    tenancy: { none: "the operator's tutorials, the same for every service" },
  }),
  tutorial: defineEndpoint({
    method: 'GET',
    path: '/api/resourcestutorial/:id',
    access: 'user',
    summary: 'One tutorial with the previous and next in the list',
    tags: ['resources'],
    params: IdParams,
    response: TutorialDetailSchema,
    tenancy: {
      none: "the operator's tutorials, the same for every service",
      shared: [{ in: 'params', field: 'id', kind: 'tutorial' }],
    },
  }),

  createFile: defineEndpoint({
    method: 'POST',
    path: '/api/resources',
    access: 'public',
    summary: 'The operator adds a file to the library (the hub client credentials, HTTP Basic)',
    tags: ['resources'],
    live: { none: "the operator's resource centre, not a service's data" },
    body: ResourceFileInputSchema,
    bodyLimit: 'upload',
    response: ResourceFileSchema,
    successStatus: 201,
    tenancy: { ...OPERATOR, shared: [{ in: 'body', field: 'child_nqa_id', kind: 'nqsElement' }] },
    example: { body: { name: 'worksheet.pdf', file: EXAMPLE_PDF } },
  }),
  updateFile: defineEndpoint({
    method: 'PUT',
    path: '/api/resources/:id',
    access: 'public',
    summary: "The operator changes a library file's label, name, element or file (the hub client credentials)",
    tags: ['resources'],
    live: { none: "the operator's resource centre, not a service's data" },
    params: IdParams,
    body: ResourceFileUpdateSchema,
    bodyLimit: 'upload',
    response: ResourceFileSchema,
    tenancy: {
      ...OPERATOR,
      shared: [
        { in: 'params', field: 'id', kind: 'resourceFile' },
        { in: 'body', field: 'child_nqa_id', kind: 'nqsElement' },
      ],
    },
    example: { body: { name: 'worksheet.pdf', file: EXAMPLE_PDF } },
  }),
  removeFile: defineEndpoint({
    method: 'DELETE',
    path: '/api/resources/:id',
    access: 'public',
    summary: 'The operator removes a file from the library (the hub client credentials)',
    tags: ['resources'],
    live: { none: "the operator's resource centre, not a service's data" },
    params: IdParams,
    response: OkSchema,
    tenancy: { ...OPERATOR, shared: [{ in: 'params', field: 'id', kind: 'resourceFile' }] },
  }),
  createShopItem: defineEndpoint({
    method: 'POST',
    path: '/api/resourcesshop',
    access: 'public',
    summary: 'The operator adds a shop product (the hub client credentials)',
    tags: ['resources'],
    live: { none: "the operator's resource centre, not a service's data" },
    body: ShopResourceInputSchema,
    bodyLimit: 'upload',
    response: ShopResourceSchema,
    successStatus: 201,
    tenancy: OPERATOR,
    example: { body: { product_link: 'https://shop.example.com/planner', thumbnail: EXAMPLE_PNG } },
  }),
  updateShopItem: defineEndpoint({
    method: 'PUT',
    path: '/api/resourcesshop/:id',
    access: 'public',
    summary: 'The operator changes a shop product (the hub client credentials)',
    tags: ['resources'],
    live: { none: "the operator's resource centre, not a service's data" },
    params: IdParams,
    body: ShopResourceUpdateSchema,
    bodyLimit: 'upload',
    response: ShopResourceSchema,
    tenancy: { ...OPERATOR, shared: [{ in: 'params', field: 'id', kind: 'shopItem' }] },
    example: { body: { product_link: 'https://shop.example.com/planner', thumbnail: EXAMPLE_PNG } },
  }),
  removeShopItem: defineEndpoint({
    method: 'DELETE',
    path: '/api/resourcesshop/:id',
    access: 'public',
    summary: 'The operator removes a shop product (the hub client credentials)',
    tags: ['resources'],
    live: { none: "the operator's resource centre, not a service's data" },
    params: IdParams,
    response: OkSchema,
    tenancy: { ...OPERATOR, shared: [{ in: 'params', field: 'id', kind: 'shopItem' }] },
  }),
  createTutorial: defineEndpoint({
    method: 'POST',
    path: '/api/resourcestutorial',
    access: 'public',
    summary: 'The operator adds a video tutorial (the hub client credentials)',
    tags: ['resources'],
    live: { none: "the operator's resource centre, not a service's data" },
    body: TutorialInputSchema,
    bodyLimit: 'upload',
    response: TutorialSchema,
    successStatus: 201,
    tenancy: OPERATOR,
    example: { body: { video: EXAMPLE_WEBM, thumbnail: EXAMPLE_PNG } },
  }),
  updateTutorial: defineEndpoint({
    method: 'PUT',
    path: '/api/resourcestutorial/:id',
    access: 'public',
    summary: 'The operator changes a video tutorial (the hub client credentials)',
    tags: ['resources'],
    live: { none: "the operator's resource centre, not a service's data" },
    params: IdParams,
    body: TutorialUpdateSchema,
    bodyLimit: 'upload',
    response: TutorialSchema,
    tenancy: { ...OPERATOR, shared: [{ in: 'params', field: 'id', kind: 'tutorial' }] },
    example: { body: { video: EXAMPLE_WEBM, thumbnail: EXAMPLE_PNG } },
  }),
  removeTutorial: defineEndpoint({
    method: 'DELETE',
    path: '/api/resourcestutorial/:id',
    access: 'public',
    summary: 'The operator removes a video tutorial (the hub client credentials)',
    tags: ['resources'],
    live: { none: "the operator's resource centre, not a service's data" },
    params: IdParams,
    response: OkSchema,
    tenancy: { ...OPERATOR, shared: [{ in: 'params', field: 'id', kind: 'tutorial' }] },
  }),
};
