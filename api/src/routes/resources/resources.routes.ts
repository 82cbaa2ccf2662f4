import { endpoints, IdParamsSchema, IdSchema, pageOf, selectResources } from '@qip/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireWritableCenter } from '../../auth/access';
import { contentDisposition } from '../../http/contentDisposition';
import { unauthorized } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import { newId } from '../../lib/ids';
import { elementsUnder, loadNqsStructure } from '../../shared/nqs.repository';
import { sanitiseRichText } from '../../shared/richText';
import { LIBRARY_UPLOADS, libraryKeys, parseTutorialSources } from '../../shared/resources/library';
import {
  allResourceFiles,
  allShopResources,
  allTutorials,
  deleteResourceFile,
  deleteShopResource,
  deleteTutorial,
  insertResourceFile,
  insertShopResource,
  insertTutorial,
  nextSortOrder,
  resourceFileById,
  shopResourceById,
  tutorialById,
  updateResourceFile,
  updateShopResource,
  updateTutorial,
} from '../../shared/resources/resources.repository';
import {
  acceptedUpload,
  createLibraryDocumentWorkers,
  elementIdOf,
  elementLabels,
  fileUrl,
  libraryFile,
  orNotFound,
  requireOperator,
  sourceOf,
  stamp,
  toResourceFileDto,
  toShopDto,
  toTutorialDto,
} from './resources.service';

/** One item of a list with its neighbours, for a detail view. */
function withNeighbours<T extends { id: string }, D>(rows: readonly T[], id: string, toDto: (row: T) => D) {
  const index = rows.findIndex((row) => row.id === id);
  const row = orNotFound(rows[index]);
  return {
    item: toDto(row),
    previous_id: rows[index - 1]?.id ?? null,
    next_id: rows[index + 1]?.id ?? null,
    position: index + 1,
    total: rows.length,
  };
}

/** The resource centre: every service reads the operator's library; only the operator changes it. */
export default synchronousPlugin(function resourcesRoutes(app: FastifyInstance, options: { now: () => Date }) {
  const documents = createLibraryDocumentWorkers();
  app.addHook('onClose', async () => documents.close());

  registerEndpoint(app, endpoints.resources.list, async ({ query }) => {
    const rows = await allResourceFiles(app.db);
    let elementIds: Set<string> | null = null;
    if (query.child_nqa_id) {
      const structure = await loadNqsStructure(app.db);
      elementIds = new Set(elementsUnder(structure, query.child_nqa_id).map((element) => element.id));
    }
    const labels = await elementLabels(app);
    const page = pageOf(selectResources(rows, { search: query.search, elementIds }), query.page);
    return { ...page, data: page.data.map((row) => toResourceFileDto(row, labels)) };
  });

  registerEndpoint(app, endpoints.resources.download, async ({ auth, params, query }) => {
    // Only a service that may use the portal downloads (a blocked subscription is refused, with why).
    await requireWritableCenter(app.db, auth, query.center_id, options.now());
    const row = orNotFound(await resourceFileById(app.db, params.id));
    return { file_name: row.name, url: fileUrl(row.id, query.center_id) };
  });

  registerEndpoint(app, endpoints.resources.shop, async ({ query }) => {
    const page = pageOf(await allShopResources(app.db), query.page);
    return { ...page, data: page.data.map(toShopDto) };
  });

  registerEndpoint(app, endpoints.resources.shopItem, async ({ params }) =>
    withNeighbours(await allShopResources(app.db), params.id, toShopDto),
  );

  registerEndpoint(app, endpoints.resources.tutorials, async ({ query }) => {
    const page = pageOf(await allTutorials(app.db), query.page);
    return { ...page, data: page.data.map(toTutorialDto) };
  });

  registerEndpoint(app, endpoints.resources.tutorial, async ({ params }) =>
    withNeighbours(await allTutorials(app.db), params.id, toTutorialDto),
  );

  // The operator's writes (the hub's client credentials).

  registerEndpoint(app, endpoints.resources.createFile, async ({ request, body }) => {
    await requireOperator(app, request);
    const childNqaId = await elementIdOf(app, body.child_nqa_id);
    const file = acceptedUpload(body.file, LIBRARY_UPLOADS.resource, 'file');
    const id = newId();
    const key = libraryKeys.file(id, file.type.extension);
    await app.storage.put(key, file.bytes, { contentType: file.type.mime });
    const at = stamp(options.now());
    await insertResourceFile(app.db, {
      id,
      label: body.label,
      name: body.name,
      child_nqa_id: childNqaId,
      file_key: key,
      content_type: file.type.mime,
      source: null,
      import_key: null,
      created_at: at,
      updated_at: at,
    });
    return toResourceFileDto(orNotFound(await resourceFileById(app.db, id)), await elementLabels(app));
  });

  registerEndpoint(app, endpoints.resources.updateFile, async ({ request, params, body }) => {
    await requireOperator(app, request);
    const row = orNotFound(await resourceFileById(app.db, params.id));
    const childNqaId = body.child_nqa_id === undefined ? undefined : await elementIdOf(app, body.child_nqa_id);
    const file = body.file ? acceptedUpload(body.file, LIBRARY_UPLOADS.resource, 'file') : null;
    const key = file ? libraryKeys.file(`${row.id}-${newId()}`, file.type.extension) : null;
    if (file && key) await app.storage.put(key, file.bytes, { contentType: file.type.mime });
    await updateResourceFile(app.db, row.id, {
      ...(body.label === undefined ? {} : { label: body.label }),
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(childNqaId === undefined ? {} : { child_nqa_id: childNqaId }),
      ...(file && key ? { file_key: key, content_type: file.type.mime, source: null } : {}),
      updated_at: stamp(options.now()),
    });
    if (key && row.file_key) await app.storage.delete(row.file_key);
    return toResourceFileDto(orNotFound(await resourceFileById(app.db, row.id)), await elementLabels(app));
  });

  registerEndpoint(app, endpoints.resources.removeFile, async ({ request, params }) => {
    await requireOperator(app, request);
    const row = orNotFound(await resourceFileById(app.db, params.id));
    await deleteResourceFile(app.db, row.id);
    if (row.file_key) await app.storage.delete(row.file_key);
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.resources.createShopItem, async ({ request, body }) => {
    await requireOperator(app, request);
    const id = newId();
    const thumbnail = body.thumbnail ? acceptedUpload(body.thumbnail, LIBRARY_UPLOADS.image, 'thumbnail') : null;
    const key = thumbnail ? libraryKeys.thumbnail('shop', id, thumbnail.type.extension) : null;
    if (thumbnail && key) await app.storage.put(key, thumbnail.bytes, { contentType: thumbnail.type.mime });
    const at = stamp(options.now());
    await insertShopResource(app.db, {
      id,
      product_name: body.product_name,
      product_description: await sanitiseRichText(body.product_description),
      product_price: body.product_price,
      product_link: body.product_link,
      label: body.label,
      thumbnail_key: key,
      thumbnail_type: thumbnail?.type.mime ?? null,
      source: null,
      sort_order: body.sort_order ?? (await nextSortOrder(app.db, 'shop_resources')),
      import_key: null,
      created_at: at,
      updated_at: at,
    });
    return toShopDto(orNotFound(await shopResourceById(app.db, id)));
  });

  registerEndpoint(app, endpoints.resources.updateShopItem, async ({ request, params, body }) => {
    await requireOperator(app, request);
    const row = orNotFound(await shopResourceById(app.db, params.id));
    const thumbnail = body.thumbnail ? acceptedUpload(body.thumbnail, LIBRARY_UPLOADS.image, 'thumbnail') : null;
    const key = thumbnail ? libraryKeys.thumbnail('shop', `${row.id}-${newId()}`, thumbnail.type.extension) : null;
    if (thumbnail && key) await app.storage.put(key, thumbnail.bytes, { contentType: thumbnail.type.mime });
    await updateShopResource(app.db, row.id, {
      ...(body.product_name === undefined ? {} : { product_name: body.product_name }),
      ...(body.product_description === undefined
        ? {}
        : { product_description: await sanitiseRichText(body.product_description) }),
      ...(body.product_price === undefined ? {} : { product_price: body.product_price }),
      ...(body.product_link === undefined ? {} : { product_link: body.product_link }),
      ...(body.label === undefined ? {} : { label: body.label }),
      ...(body.sort_order === undefined ? {} : { sort_order: body.sort_order }),
      ...(thumbnail && key ? { thumbnail_key: key, thumbnail_type: thumbnail.type.mime, source: null } : {}),
      updated_at: stamp(options.now()),
    });
    if (key && row.thumbnail_key) await app.storage.delete(row.thumbnail_key);
    return toShopDto(orNotFound(await shopResourceById(app.db, row.id)));
  });

  registerEndpoint(app, endpoints.resources.removeShopItem, async ({ request, params }) => {
    await requireOperator(app, request);
    const row = orNotFound(await shopResourceById(app.db, params.id));
    await deleteShopResource(app.db, row.id);
    if (row.thumbnail_key) await app.storage.delete(row.thumbnail_key);
    return { ok: true as const };
  });

  registerEndpoint(app, endpoints.resources.createTutorial, async ({ request, body }) => {
    await requireOperator(app, request);
    const id = newId();
    const video = acceptedUpload(body.video, LIBRARY_UPLOADS.video, 'video');
    const thumbnail = body.thumbnail ? acceptedUpload(body.thumbnail, LIBRARY_UPLOADS.image, 'thumbnail') : null;
    const videoKey = libraryKeys.video(id, video.type.extension);
    const thumbnailKey = thumbnail ? libraryKeys.thumbnail('tutorials', id, thumbnail.type.extension) : null;
    await app.storage.put(videoKey, video.bytes, { contentType: video.type.mime });
    if (thumbnail && thumbnailKey) {
      await app.storage.put(thumbnailKey, thumbnail.bytes, { contentType: thumbnail.type.mime });
    }
    const at = stamp(options.now());
    await insertTutorial(app.db, {
      id,
      tutorial_name: body.tutorial_name,
      tutorial_description: await sanitiseRichText(body.tutorial_description),
      tutorial_author: body.tutorial_author,
      video_key: videoKey,
      video_type: video.type.mime,
      thumbnail_key: thumbnailKey,
      thumbnail_type: thumbnail?.type.mime ?? null,
      source: null,
      sort_order: body.sort_order ?? 0,
      import_key: null,
      created_at: at,
      updated_at: at,
    });
    return toTutorialDto(orNotFound(await tutorialById(app.db, id)));
  });

  registerEndpoint(app, endpoints.resources.updateTutorial, async ({ request, params, body }) => {
    await requireOperator(app, request);
    const row = orNotFound(await tutorialById(app.db, params.id));
    const video = body.video ? acceptedUpload(body.video, LIBRARY_UPLOADS.video, 'video') : null;
    const thumbnail = body.thumbnail ? acceptedUpload(body.thumbnail, LIBRARY_UPLOADS.image, 'thumbnail') : null;
    const version = newId();
    const videoKey = video ? libraryKeys.video(`${row.id}-${version}`, video.type.extension) : null;
    const thumbnailKey = thumbnail
      ? libraryKeys.thumbnail('tutorials', `${row.id}-${version}`, thumbnail.type.extension)
      : null;
    if (video && videoKey) await app.storage.put(videoKey, video.bytes, { contentType: video.type.mime });
    if (thumbnail && thumbnailKey) {
      await app.storage.put(thumbnailKey, thumbnail.bytes, { contentType: thumbnail.type.mime });
    }
    const sources = parseTutorialSources(row.source);
    const remaining = { video: video ? null : sources.video, thumbnail: thumbnail ? null : sources.thumbnail };
    await updateTutorial(app.db, row.id, {
      ...(body.tutorial_name === undefined ? {} : { tutorial_name: body.tutorial_name }),
      ...(body.tutorial_description === undefined
        ? {}
        : { tutorial_description: await sanitiseRichText(body.tutorial_description) }),
      ...(body.tutorial_author === undefined ? {} : { tutorial_author: body.tutorial_author }),
      ...(body.sort_order === undefined ? {} : { sort_order: body.sort_order }),
      ...(video && videoKey ? { video_key: videoKey, video_type: video.type.mime } : {}),
      ...(thumbnail && thumbnailKey ? { thumbnail_key: thumbnailKey, thumbnail_type: thumbnail.type.mime } : {}),
      source: remaining.video || remaining.thumbnail ? JSON.stringify(remaining) : null,
      updated_at: stamp(options.now()),
    });
    if (videoKey && row.video_key) await app.storage.delete(row.video_key);
    if (thumbnailKey && row.thumbnail_key) await app.storage.delete(row.thumbnail_key);
    return toTutorialDto(orNotFound(await tutorialById(app.db, row.id)));
  });

  registerEndpoint(app, endpoints.resources.removeTutorial, async ({ request, params }) => {
    await requireOperator(app, request);
    const row = orNotFound(await tutorialById(app.db, params.id));
    await deleteTutorial(app.db, row.id);
    if (row.video_key) await app.storage.delete(row.video_key);
    if (row.thumbnail_key) await app.storage.delete(row.thumbnail_key);
    return { ok: true as const };
  });

  // The files themselves answer bytes, so they are registered here rather than from the contract
  // (as GET /api/uploads/{id}); each needs a signed-in user, the downloads a service that may use the portal.

  const send = (reply: FastifyReply, file: { body: Buffer; contentType: string }, disposition: string) =>
    reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', file.body.length)
      .header('Content-Disposition', disposition)
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, max-age=3600')
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.body);
  const signedIn = (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized();
    return request.auth;
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const missing = () => orNotFound<never>(undefined);

  /**
   * A tutorial's poster picture or video: stored on first request when the tutorial still names
   * a starter file, keeping the other file's pending source.
   */
  const serveTutorialFile = async (id: string, reply: FastifyReply, which: 'thumbnail' | 'video') => {
    const row = orNotFound(await tutorialById(app.db, id));
    const other = which === 'video' ? 'thumbnail' : 'video';
    const file = await libraryFile(
      app,
      documents,
      {
        key: which === 'video' ? row.video_key : row.thumbnail_key,
        source: parseTutorialSources(row.source)[which],
        rules: which === 'video' ? LIBRARY_UPLOADS.video : LIBRARY_UPLOADS.image,
      },
      (extension) =>
        which === 'video'
          ? libraryKeys.video(row.id, extension)
          : libraryKeys.thumbnail('tutorials', row.id, extension),
      async (key, contentType) => {
        const left = { ...parseTutorialSources((await tutorialById(app.db, row.id))?.source ?? null), [which]: null };
        await updateTutorial(app.db, row.id, {
          ...(which === 'video'
            ? { video_key: key, video_type: contentType }
            : { thumbnail_key: key, thumbnail_type: contentType }),
          source: left[other] ? JSON.stringify(left) : null,
        });
      },
      options.now(),
    );
    return send(reply, file ?? missing(), 'inline');
  };

  routes.route({
    method: 'GET',
    url: '/api/resources/file/:id',
    schema: {
      summary: 'Download a library file (a user of a service that may use the portal)',
      tags: ['resources'],
      security: [{ bearerAuth: [] }],
      params: IdParamsSchema,
      querystring: z.object({ center_id: IdSchema }),
    },
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const now = options.now();
      await requireWritableCenter(app.db, signedIn(request), request.query.center_id, now);
      const row = orNotFound(await resourceFileById(app.db, request.params.id));
      const file = await libraryFile(
        app,
        documents,
        { key: row.file_key, source: sourceOf(row.source), rules: LIBRARY_UPLOADS.resource },
        (extension) => libraryKeys.file(row.id, extension),
        (key, contentType) =>
          updateResourceFile(app.db, row.id, { file_key: key, content_type: contentType, source: null }),
        now,
      );
      return send(reply, file ?? missing(), contentDisposition('attachment', row.name));
    },
  });

  routes.route({
    method: 'GET',
    url: '/api/resourcesshop/shop-downloadimage/:id',
    schema: {
      summary: "A shop product's thumbnail (signed in)",
      tags: ['resources'],
      security: [{ bearerAuth: [] }],
      params: IdParamsSchema,
    },
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      signedIn(request);
      const row = orNotFound(await shopResourceById(app.db, request.params.id));
      const file = await libraryFile(
        app,
        documents,
        { key: row.thumbnail_key, source: sourceOf(row.source), rules: LIBRARY_UPLOADS.image },
        (extension) => libraryKeys.thumbnail('shop', row.id, extension),
        (key, contentType) =>
          updateShopResource(app.db, row.id, { thumbnail_key: key, thumbnail_type: contentType, source: null }),
        options.now(),
      );
      return send(reply, file ?? missing(), 'inline');
    },
  });

  routes.route({
    method: 'GET',
    url: '/api/resourcestutorial/tutorial-downloadimage/:id',
    schema: {
      summary: "A tutorial's poster picture (signed in)",
      tags: ['resources'],
      security: [{ bearerAuth: [] }],
      params: IdParamsSchema,
    },
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      signedIn(request);
      return serveTutorialFile(request.params.id, reply, 'thumbnail');
    },
  });

  routes.route({
    method: 'GET',
    url: '/api/resourcestutorial/video/:id',
    schema: {
      summary: "A tutorial's video (signed in)",
      tags: ['resources'],
      security: [{ bearerAuth: [] }],
      params: IdParamsSchema,
    },
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      signedIn(request);
      return serveTutorialFile(request.params.id, reply, 'video');
    },
  });
});
