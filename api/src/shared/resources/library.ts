import fs from 'node:fs/promises';
import path from 'node:path';
import { formatCalendarDate } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import type { StorageDriver } from '../../plugins/storage/types';
import type { DocumentWorkers } from '../documents/documentWorkers';
import type { DocumentJob } from '../documents/documentWorker';
import { describeUpload, FILE_FAMILIES, uploadProblem, type UploadRules } from '../fileType';
import { loadNqsStructure } from '../nqs.repository';
import { sanitiseRichText } from '../richText';
import { elementSheetDocument, elementSheetFileName, elementSheetLabel } from './elementSheet';
import {
  currentElementIdsByLabel,
  insertResourceFile,
  insertShopResource,
  insertTutorial,
  nextSortOrder,
  resourceFileByImportKey,
  shopResourceByImportKey,
  tutorialByImportKey,
  updateResourceFile,
  updateShopResource,
  updateTutorial,
} from './resources.repository';

// The resource centre's library as the operator loads it: a folder with manifest.json (files per
// element, shop products, tutorials) imported into the database and the storage layer, by
// `npm run resources -- import <folder>` and, for the starter library shipped with the API, by
// the demo seed (the same code). Importing again updates what the same manifest keys imported.
//
// The starter library's files are not copied or made at seed time: a row keeps its `source` (an
// element sheet to write, or a file of the starter folder) and the file is made or copied into
// storage the first time someone asks for it (see storedLibraryFile), so `npm start` and every
// test app stay quick (writing the 80 element sheets takes about a minute of one core).

export interface LibraryDeps {
  db: Kysely<Database>;
  storage: Pick<StorageDriver, 'put' | 'get'>;
}

/** The starter library shipped with the API: api/resources/starter (from src/ or dist/). */
export const STARTER_LIBRARY_DIR = __filename.endsWith('.ts')
  ? path.resolve(__dirname, '../../../resources/starter')
  : path.resolve(__dirname, '../resources/starter');

/** The operator's shop, where products link when the manifest gives a path (SHOP_URL). */
export const DEFAULT_SHOP_URL = 'https://shop.holisticqip.com.au';

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** Where a file not yet in storage comes from. */
const FileSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('elementSheet'), element: z.string(), format: z.enum(['pdf', 'docx']) }),
  z.object({ kind: z.literal('starter'), path: z.string() }),
]);
export type FileSource = z.infer<typeof FileSourceSchema>;

/** A tutorial's two files not yet in storage. */
const TutorialSourcesSchema = z.object({ video: FileSourceSchema.nullable(), thumbnail: FileSourceSchema.nullable() });
export type TutorialSources = z.infer<typeof TutorialSourcesSchema>;

/** The source kept with a library file or a shop thumbnail, or null once stored. */
export const parseSource = (text: string | null): FileSource | null =>
  text === null ? null : FileSourceSchema.parse(JSON.parse(text));

/** The sources kept with a tutorial, or none once both are stored. */
export const parseTutorialSources = (text: string | null): TutorialSources =>
  text === null ? { video: null, thumbnail: null } : TutorialSourcesSchema.parse(JSON.parse(text));

/** What each kind of library file may be (judged from its bytes). */
export const LIBRARY_UPLOADS = {
  resource: {
    types: [...FILE_FAMILIES.pdf, ...FILE_FAMILIES.office, ...FILE_FAMILIES.zip, ...FILE_FAMILIES.images],
    otherType: 'Please choose a PDF, Word, Excel, PowerPoint, ZIP or image file.',
  },
  image: { types: FILE_FAMILIES.images, otherType: 'Please choose a PNG, JPG, GIF or WebP image.' },
  video: {
    types: ['video/webm', 'video/mp4', 'video/ogg'],
    otherType: 'Please choose a WebM, MP4 or Ogg video.',
  },
} as const satisfies Record<string, UploadRules>;

/** Storage keys of the library's files (never swept: the sweep looks only at attachment folders). */
export const libraryKeys = {
  file: (id: string, extension: string) => `resources/files/${id}.${extension}`,
  thumbnail: (folder: 'shop' | 'tutorials', id: string, extension: string) =>
    `resources/${folder}/${id}-thumbnail.${extension}`,
  video: (id: string, extension: string) => `resources/tutorials/${id}-video.${extension}`,
};

const manifestText = (max: number) => z.string().trim().min(1).max(max);
const relativePath = z
  .string()
  .min(1)
  .refine((value) => !path.isAbsolute(value) && !value.split(/[\\/]/).includes('..'), 'must stay inside the folder');

const ManifestSchema = z.object({
  /** Every element of the NQS in force gets its reflection and improvement sheet in these formats. */
  elementSheets: z
    .array(z.enum(['pdf', 'docx']))
    .optional()
    .default([]),
  resources: z
    .array(
      z.object({
        key: manifestText(200),
        label: manifestText(255),
        element: manifestText(20),
        file: relativePath,
        name: manifestText(255).optional(),
      }),
    )
    .optional()
    .default([]),
  shop: z
    .array(
      z.object({
        key: manifestText(200),
        product_name: manifestText(255),
        product_description: z.string().max(50_000),
        product_price: z.number().int().min(0),
        /** https://… or a path of the operator's shop (SHOP_URL). */
        product_link: manifestText(2000),
        label: z.string().max(255).optional().default(''),
        thumbnail: relativePath.optional(),
      }),
    )
    .optional()
    .default([]),
  tutorials: z
    .array(
      z.object({
        key: manifestText(200),
        tutorial_name: manifestText(255),
        tutorial_description: z.string().max(50_000),
        tutorial_author: manifestText(255),
        video: relativePath,
        thumbnail: relativePath.optional(),
      }),
    )
    .optional()
    .default([]),
});
export type LibraryManifest = z.input<typeof ManifestSchema>;
type Manifest = z.output<typeof ManifestSchema>;

export interface ImportOptions {
  /** Leave the folder's files where they are until first asked for (only the starter library, shipped with the API). */
  deferFiles?: boolean;
  shopUrl?: string;
  now?: Date;
}

export interface ImportSummary {
  resources: number;
  shop: number;
  tutorials: number;
}

/** A manifest or a file the import refuses; its message names the manifest's field. */
export class LibraryImportError extends Error {
  override name = 'LibraryImportError';
}

/** A zod issue's path as the manifest's field: `tutorials[0].video`. */
const fieldOf = (parts: readonly PropertyKey[]) =>
  parts.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)),
    '',
  );

/** Reads and checks manifest.json: a bad one is refused naming every field at fault. */
async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(folder, 'manifest.json'), 'utf8');
  } catch {
    throw new LibraryImportError(`${folder} has no manifest.json`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new LibraryImportError(`manifest.json is not valid JSON (${error instanceof Error ? error.message : ''})`);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${fieldOf(issue.path) || 'the manifest'}: ${issue.message}`);
    throw new LibraryImportError(`manifest.json: ${problems.join('; ')}`);
  }
  const manifest = parsed.data;
  for (const list of ['resources', 'shop', 'tutorials'] as const) {
    const seen = new Set<string>();
    manifest[list].forEach((item, index) => {
      if (seen.has(item.key))
        throw new LibraryImportError(`manifest.json: ${list}[${index}].key: "${item.key}" is used twice`);
      seen.add(item.key);
    });
  }
  return manifest;
}

/** A file of the folder named by a manifest field: its bytes checked against the rules (a program or another type is refused). */
async function folderFile(folder: string, field: string, relative: string, rules: UploadRules) {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(path.join(folder, relative));
  } catch {
    throw new LibraryImportError(`manifest.json: ${field}: there is no file ${relative} in the folder`);
  }
  const file = await describeUpload(new Uint8Array(bytes));
  const problem = uploadProblem(file, rules);
  if (problem || !file.type)
    throw new LibraryImportError(`manifest.json: ${field}: ${relative}: ${problem ?? rules.otherType}`);
  return { bytes, type: file.type };
}

const productLink = (link: string, shopUrl: string) =>
  /^https:\/\//i.test(link) ? link : `${shopUrl.replace(/\/+$/, '')}/${link.replace(/^\/+/, '')}`;

/** A manifest's file, checked: its bytes to store now, or (deferred) the starter file it stays. */
type CheckedFile =
  | { kind: 'bytes'; bytes: Buffer; type: { mime: string; extension: string } }
  | { kind: 'deferred'; type: string; source: FileSource };

/**
 * Imports a library folder (manifest.json and its files) into the database and storage. Every
 * field, element and file is checked before anything is written, and the rows are written in one
 * transaction: a bad manifest or file is refused (a LibraryImportError naming the field) and
 * nothing of it is imported.
 */
export async function importLibrary(
  deps: LibraryDeps,
  folder: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const manifest = await readManifest(folder);
  const stamp = isoNow(options.now);
  const elements = await currentElementIdsByLabel(deps.db);
  const elementId = (field: string, label: string) => {
    const id = elements.get(label);
    if (!id) throw new LibraryImportError(`manifest.json: ${field}: ${label} is not an element of the NQS in force`);
    return id;
  };
  const check = async (field: string, relative: string, rules: UploadRules): Promise<CheckedFile> => {
    if (!options.deferFiles) return { kind: 'bytes', ...(await folderFile(folder, field, relative, rules)) };
    const extension = path.extname(relative).slice(1).toLowerCase();
    return { kind: 'deferred', type: contentTypeOfExtension(extension), source: { kind: 'starter', path: relative } };
  };

  // First check everything.
  const structure = manifest.elementSheets.length > 0 ? await loadNqsStructure(deps.db) : null;
  const sheetElements = structure?.categories.filter((category) => category.kind === 'element') ?? [];
  const resources: { item: Manifest['resources'][number]; childNqaId: string; file: CheckedFile }[] = [];
  for (const [index, item] of manifest.resources.entries()) {
    const field = `resources[${index}]`;
    const childNqaId = elementId(`${field}.element`, item.element);
    resources.push({ item, childNqaId, file: await check(`${field}.file`, item.file, LIBRARY_UPLOADS.resource) });
  }
  const shop: { item: Manifest['shop'][number]; thumbnail: CheckedFile | null }[] = [];
  for (const [index, item] of manifest.shop.entries()) {
    const thumbnail = item.thumbnail
      ? await check(`shop[${index}].thumbnail`, item.thumbnail, LIBRARY_UPLOADS.image)
      : null;
    shop.push({ item, thumbnail });
  }
  const tutorials: { item: Manifest['tutorials'][number]; video: CheckedFile; thumbnail: CheckedFile | null }[] = [];
  for (const [index, item] of manifest.tutorials.entries()) {
    const video = await check(`tutorials[${index}].video`, item.video, LIBRARY_UPLOADS.video);
    const thumbnail = item.thumbnail
      ? await check(`tutorials[${index}].thumbnail`, item.thumbnail, LIBRARY_UPLOADS.image)
      : null;
    tutorials.push({ item, video, thumbnail });
  }

  // Then write it all. A file is stored as the transaction goes (a failure after leaves at most
  // unreferenced files under resources/, which the next import of the same keys overwrites).
  return deps.db.transaction().execute(async (db) => {
    const summary: ImportSummary = { resources: 0, shop: 0, tutorials: 0 };
    /** A checked file stored under its key, or kept as its source: answers its key, type and source. */
    const placed = async (file: CheckedFile, key: (extension: string) => string) => {
      if (file.kind === 'deferred') return { key: null, type: file.type, source: file.source };
      const stored = key(file.type.extension);
      await deps.storage.put(stored, file.bytes, { contentType: file.type.mime });
      return { key: stored, type: file.type.mime, source: null };
    };

    // Element sheets, made from the NQS in force.
    for (const element of sheetElements) {
      for (const format of manifest.elementSheets) {
        const importKey = `element-sheet-${element.label}-${format}`;
        const source: FileSource = { kind: 'elementSheet', element: element.label, format };
        const values = {
          label: elementSheetLabel({ label: element.label, title: element.title }),
          name: elementSheetFileName({ label: element.label, title: element.title }, format),
          child_nqa_id: element.id,
          content_type: CONTENT_TYPES[format],
          updated_at: stamp,
        };
        const existing = await resourceFileByImportKey(db, importKey);
        if (existing)
          await updateResourceFile(db, existing.id, { ...values, file_key: null, source: JSON.stringify(source) });
        else {
          await insertResourceFile(db, {
            id: newId(),
            ...values,
            file_key: null,
            source: JSON.stringify(source),
            import_key: importKey,
            created_at: stamp,
          });
        }
        summary.resources += 1;
      }
    }

    for (const { item, childNqaId, file: checked } of resources) {
      const existing = await resourceFileByImportKey(db, item.key);
      const id = existing?.id ?? newId();
      const file = await placed(checked, (extension) => libraryKeys.file(id, extension));
      const values = {
        label: item.label,
        name: item.name ?? path.basename(item.file),
        child_nqa_id: childNqaId,
        file_key: file.key,
        content_type: file.type,
        source: file.source && JSON.stringify(file.source),
        updated_at: stamp,
      };
      if (existing) await updateResourceFile(db, id, values);
      else await insertResourceFile(db, { id, ...values, import_key: item.key, created_at: stamp });
      summary.resources += 1;
    }

    for (const { item, thumbnail: checked } of shop) {
      const existing = await shopResourceByImportKey(db, item.key);
      const id = existing?.id ?? newId();
      const thumbnail = checked
        ? await placed(checked, (extension) => libraryKeys.thumbnail('shop', id, extension))
        : null;
      const values = {
        product_name: item.product_name,
        product_description: await sanitiseRichText(item.product_description),
        product_price: item.product_price,
        product_link: productLink(item.product_link, options.shopUrl ?? DEFAULT_SHOP_URL),
        label: item.label,
        thumbnail_key: thumbnail?.key ?? null,
        thumbnail_type: thumbnail?.type ?? null,
        source: thumbnail?.source ? JSON.stringify(thumbnail.source) : null,
        updated_at: stamp,
      };
      if (existing) await updateShopResource(db, id, values);
      else {
        const sortOrder = await nextSortOrder(db, 'shop_resources');
        await insertShopResource(db, { id, ...values, sort_order: sortOrder, import_key: item.key, created_at: stamp });
      }
      summary.shop += 1;
    }

    for (const { item, video: checkedVideo, thumbnail: checkedThumbnail } of tutorials) {
      const existing = await tutorialByImportKey(db, item.key);
      const id = existing?.id ?? newId();
      const video = await placed(checkedVideo, (extension) => libraryKeys.video(id, extension));
      // A deferred tutorial keeps two sources: the video's in `source`, the thumbnail's beside it.
      const thumbnail = checkedThumbnail
        ? await placed(checkedThumbnail, (extension) => libraryKeys.thumbnail('tutorials', id, extension))
        : null;
      const values = {
        tutorial_name: item.tutorial_name,
        tutorial_description: await sanitiseRichText(item.tutorial_description),
        tutorial_author: item.tutorial_author,
        video_key: video.key,
        video_type: video.type,
        thumbnail_key: thumbnail?.key ?? null,
        thumbnail_type: thumbnail?.type ?? null,
        source: video.source
          ? JSON.stringify({ video: video.source, thumbnail: thumbnail?.source ?? null } satisfies TutorialSources)
          : null,
        updated_at: stamp,
      };
      if (existing) await updateTutorial(db, id, values);
      else {
        const sortOrder = await nextSortOrder(db, 'tutorials');
        await insertTutorial(db, { id, ...values, sort_order: sortOrder, import_key: item.key, created_at: stamp });
      }
      summary.tutorials += 1;
    }
    return summary;
  });
}

/** The content type of a starter file from its extension (its bytes are checked when it is copied). */
function contentTypeOfExtension(extension: string): string {
  const known: Record<string, string> = {
    pdf: CONTENT_TYPES.pdf,
    docx: CONTENT_TYPES.docx,
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    webp: 'image/webp',
    gif: 'image/gif',
    webm: 'video/webm',
    mp4: 'video/mp4',
  };
  return known[extension] ?? 'application/octet-stream';
}

/** The bytes of a source: an element sheet written in a worker, or a file of the starter folder. */
export async function bytesOfSource(
  deps: LibraryDeps & { documents: DocumentWorkers<DocumentJob> },
  source: FileSource,
  now: Date,
): Promise<Buffer> {
  if (source.kind === 'starter') {
    const parsed = relativePath.safeParse(source.path);
    if (!parsed.success) throw new Error(`starter file outside the library: ${source.path}`);
    return fs.readFile(path.join(STARTER_LIBRARY_DIR, parsed.data));
  }
  const structure = await loadNqsStructure(deps.db);
  const element = structure.categories.find((row) => row.kind === 'element' && row.label === source.element);
  const standard = element?.parent_id ? structure.byId.get(element.parent_id) : undefined;
  const area = standard?.parent_id ? structure.byId.get(standard.parent_id) : undefined;
  if (!element || !standard || !area) throw new Error(`no element ${source.element} in the NQS in force`);
  const document = elementSheetDocument(
    { label: element.label, title: element.title, standardName: standard.title, areaName: area.title },
    formatCalendarDate(isoNow(now)),
  );
  return Buffer.from(await deps.documents.render({ document, format: source.format }));
}
