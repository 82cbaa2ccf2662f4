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

/** A file of the folder: its bytes checked against the rules (a program or another type is refused). */
async function folderFile(folder: string, relative: string, rules: UploadRules) {
  const bytes = await fs.readFile(path.join(folder, relative));
  const file = await describeUpload(new Uint8Array(bytes));
  const problem = uploadProblem(file, rules);
  if (problem || !file.type) throw new Error(`${relative}: ${problem ?? rules.otherType}`);
  return { bytes: Buffer.from(bytes), type: file.type };
}

const productLink = (link: string, shopUrl: string) =>
  /^https:\/\//i.test(link) ? link : `${shopUrl.replace(/\/+$/, '')}/${link.replace(/^\/+/, '')}`;

/** Imports a library folder (manifest.json and its files) into the database and storage. */
export async function importLibrary(
  deps: LibraryDeps,
  folder: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const manifest = ManifestSchema.parse(JSON.parse(await fs.readFile(path.join(folder, 'manifest.json'), 'utf8')));
  const stamp = isoNow(options.now);
  const elements = await currentElementIdsByLabel(deps.db);
  const elementId = (label: string) => {
    const id = elements.get(label);
    if (!id) throw new Error(`${label} is not an element of the NQS in force`);
    return id;
  };
  const summary: ImportSummary = { resources: 0, shop: 0, tutorials: 0 };
  /** A file kept as its source (deferred) or stored now; answers its key, type and source. */
  const placed = async (relative: string, rules: UploadRules, key: (extension: string) => string) => {
    if (options.deferFiles) {
      const extension = path.extname(relative).slice(1).toLowerCase();
      const source: FileSource = { kind: 'starter', path: relative };
      return { key: null, type: contentTypeOfExtension(extension), source };
    }
    const file = await folderFile(folder, relative, rules);
    const stored = key(file.type.extension);
    await deps.storage.put(stored, file.bytes, { contentType: file.type.mime });
    return { key: stored, type: file.type.mime, source: null };
  };

  // Element sheets, made from the NQS in force.
  if (manifest.elementSheets.length > 0) {
    const structure = await loadNqsStructure(deps.db);
    for (const element of structure.categories.filter((category) => category.kind === 'element')) {
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
        const existing = await resourceFileByImportKey(deps.db, importKey);
        if (existing)
          await updateResourceFile(deps.db, existing.id, { ...values, file_key: null, source: JSON.stringify(source) });
        else {
          await insertResourceFile(deps.db, {
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
  }

  for (const item of manifest.resources) {
    const existing = await resourceFileByImportKey(deps.db, item.key);
    const id = existing?.id ?? newId();
    const file = await placed(item.file, LIBRARY_UPLOADS.resource, (extension) => libraryKeys.file(id, extension));
    const values = {
      label: item.label,
      name: item.name ?? path.basename(item.file),
      child_nqa_id: elementId(item.element),
      file_key: file.key,
      content_type: file.type,
      source: file.source && JSON.stringify(file.source),
      updated_at: stamp,
    };
    if (existing) await updateResourceFile(deps.db, id, values);
    else await insertResourceFile(deps.db, { id, ...values, import_key: item.key, created_at: stamp });
    summary.resources += 1;
  }

  for (const item of manifest.shop) {
    const existing = await shopResourceByImportKey(deps.db, item.key);
    const id = existing?.id ?? newId();
    const thumbnail = item.thumbnail
      ? await placed(item.thumbnail, LIBRARY_UPLOADS.image, (extension) => libraryKeys.thumbnail('shop', id, extension))
      : null;
    const values = {
      product_name: item.product_name,
      product_description: sanitiseRichText(item.product_description),
      product_price: item.product_price,
      product_link: productLink(item.product_link, options.shopUrl ?? DEFAULT_SHOP_URL),
      label: item.label,
      thumbnail_key: thumbnail?.key ?? null,
      thumbnail_type: thumbnail?.type ?? null,
      source: thumbnail?.source ? JSON.stringify(thumbnail.source) : null,
      updated_at: stamp,
    };
    if (existing) await updateShopResource(deps.db, id, values);
    else {
      const sortOrder = await nextSortOrder(deps.db, 'shop_resources');
      await insertShopResource(deps.db, {
        id,
        ...values,
        sort_order: sortOrder,
        import_key: item.key,
        created_at: stamp,
      });
    }
    summary.shop += 1;
  }

  for (const item of manifest.tutorials) {
    const existing = await tutorialByImportKey(deps.db, item.key);
    const id = existing?.id ?? newId();
    const video = await placed(item.video, LIBRARY_UPLOADS.video, (extension) => libraryKeys.video(id, extension));
    // A deferred tutorial keeps two sources: the video's in `source`, the thumbnail's beside it.
    const thumbnail = item.thumbnail
      ? await placed(item.thumbnail, LIBRARY_UPLOADS.image, (extension) =>
          libraryKeys.thumbnail('tutorials', id, extension),
        )
      : null;
    const values = {
      tutorial_name: item.tutorial_name,
      tutorial_description: sanitiseRichText(item.tutorial_description),
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
    if (existing) await updateTutorial(deps.db, id, values);
    else {
      const sortOrder = await nextSortOrder(deps.db, 'tutorials');
      await insertTutorial(deps.db, { id, ...values, sort_order: sortOrder, import_key: item.key, created_at: stamp });
    }
    summary.tutorials += 1;
  }
  return summary;
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
