import path from 'node:path';
import { RESOURCE_MESSAGES, type ResourceFile, type ShopResource, type Tutorial } from '@qip/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceFileRow, ShopResourceRow, TutorialRow } from '../../db/schema';
import { isHubRequest } from '../../auth/hubClient';
import { badRequest, forbidden, notFound, unauthorized } from '../../http/httpError';
import { isoNow } from '../../lib/time';
import { createDocumentWorkers, type DocumentWorkers } from '../../shared/documents/documentWorkers';
import type { DocumentJob } from '../../shared/documents/documentWorker';
import { describeUpload, uploadProblem, type UploadedFile, type UploadRules } from '../../shared/fileType';
import { loadNqsStructure } from '../../shared/nqs.repository';
import { bytesOfSource, parseSource, type FileSource } from '../../shared/resources/library';

// What the resource centre's routes share: the operator check, the answers' shapes, and the
// library's files (stored, or made from their source the first time they are asked for).

/** Element sheets are written in a worker thread (the reports' writers, as blocks). */
export function createLibraryDocumentWorkers(): DocumentWorkers<DocumentJob> {
  return createDocumentWorkers<DocumentJob>({
    sourceDir: path.join(__dirname, '../../shared/documents'),
    name: 'documentWorker',
    task: 'writeDocument',
  });
}

/**
 * Only the operator manages the library, with the hub's client credentials: a portal user's
 * bearer token is refused (403), a call with no credentials asks for them (401).
 */
export async function requireOperator(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (await isHubRequest(app, request)) return;
  if (request.headers.authorization) throw forbidden(RESOURCE_MESSAGES.operatorOnly);
  throw unauthorized(RESOURCE_MESSAGES.operatorOnly);
}

export const fileUrl = (id: string, centerId: string) =>
  `/api/resources/file/${encodeURIComponent(id)}?center_id=${encodeURIComponent(centerId)}`;
export const shopImageUrl = (id: string) => `/api/resourcesshop/shop-downloadimage/${encodeURIComponent(id)}`;
export const tutorialImageUrl = (id: string) =>
  `/api/resourcestutorial/tutorial-downloadimage/${encodeURIComponent(id)}`;
export const tutorialVideoUrl = (id: string) => `/api/resourcestutorial/video/${encodeURIComponent(id)}`;

export const toResourceFileDto = (row: ResourceFileRow, elementLabels: ReadonlyMap<string, string>): ResourceFile => ({
  id: row.id,
  label: row.label,
  name: row.name,
  child_nqa_id: row.child_nqa_id,
  element: elementLabels.get(row.child_nqa_id) ?? '',
});

export const toShopDto = (row: ShopResourceRow): ShopResource => ({
  id: row.id,
  product_name: row.product_name,
  product_description: row.product_description,
  product_price: row.product_price,
  product_link: row.product_link,
  thumbnail: row.thumbnail_type ? shopImageUrl(row.id) : null,
  label: row.label,
});

export const toTutorialDto = (row: TutorialRow): Tutorial => ({
  id: row.id,
  tutorial_name: row.tutorial_name,
  tutorial_link: tutorialVideoUrl(row.id),
  tutorial_description: row.tutorial_description,
  tutorial_author: row.tutorial_author,
  created_at: row.created_at,
  thumbnail: row.thumbnail_type ? tutorialImageUrl(row.id) : null,
});

/** The labels ('1.3.2') of every category, by id, for the answers' `element`. */
export async function elementLabels(app: FastifyInstance): Promise<Map<string, string>> {
  const structure = await loadNqsStructure(app.db);
  return new Map(structure.categories.map((category) => [category.id, category.label]));
}

/** The element a write names, by its category id or its number ('1.3.2'); 400 naming the field otherwise. */
export async function elementIdOf(app: FastifyInstance, value: string): Promise<string> {
  const structure = await loadNqsStructure(app.db);
  const element = structure.categories.find(
    (category) => category.kind === 'element' && (category.id === value || category.label === value),
  );
  if (!element) {
    const message = 'Must be an element of the National Quality Standard (such as 1.3.2).';
    throw badRequest(message, [{ field: 'body.child_nqa_id', message }]);
  }
  return element.id;
}

/** An uploaded file the rules take, with its type; 400 naming the field otherwise. */
export function acceptedUpload(file: UploadedFile, rules: UploadRules, field: string) {
  const problem = uploadProblem(file, rules);
  if (problem || !file.type) {
    const message = problem ?? rules.otherType;
    throw badRequest(message, [{ field: `body.${field}`, message }]);
  }
  return { bytes: Buffer.from(file.bytes), type: file.type };
}

export const orNotFound = <T>(row: T | undefined): T => {
  if (!row) throw notFound(RESOURCE_MESSAGES.notFound);
  return row;
};

/**
 * A library file's bytes: from storage, or, the first time a starter file is asked for, made or
 * copied from its source, checked like an upload, stored under `keyFor` and recorded by `keep`.
 */
export async function libraryFile(
  app: FastifyInstance,
  documents: DocumentWorkers<DocumentJob>,
  file: { key: string | null; source: FileSource | null; rules: UploadRules },
  keyFor: (extension: string) => string,
  keep: (key: string, contentType: string) => Promise<void>,
  now: Date,
): Promise<{ body: Buffer; contentType: string } | null> {
  if (file.key) {
    const stored = await app.storage.get(file.key);
    if (stored) return { body: stored.body, contentType: stored.contentType };
  }
  if (!file.source) return null;
  let bytes: Buffer;
  try {
    bytes = await bytesOfSource({ db: app.db, storage: app.storage, documents }, file.source, now);
  } catch (error) {
    // A starter file missing from the API's folder: not found, and logged for the operator.
    app.log.error({ err: error, source: file.source }, 'a starter library file could not be made');
    return null;
  }
  const described = await describeUpload(new Uint8Array(bytes));
  if (uploadProblem(described, file.rules) || !described.type) {
    app.log.error({ source: file.source }, 'a starter library file is not of a type it may be');
    return null;
  }
  const key = keyFor(described.type.extension);
  await app.storage.put(key, bytes, { contentType: described.type.mime });
  await keep(key, described.type.mime);
  return { body: bytes, contentType: described.type.mime };
}

export const sourceOf = parseSource;
export const stamp = (now: Date) => isoNow(now);
