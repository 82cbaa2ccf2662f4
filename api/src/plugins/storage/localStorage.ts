import { randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, isValidKey, type ListedObject, type StorageDriver, type StoredObject } from './types';

interface Metadata {
  contentType: string;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

const META_SUFFIX = '.meta.json';
const TEMPORARY_SUFFIX = '.tmp';

/** Every file under a folder, as paths relative to `root` with '/' between folders. */
async function* filesUnder(root: string, folder: string): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(path.join(root, folder), { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(root, relative);
    else if (entry.isFile()) yield relative;
  }
}

async function modifiedAt(file: string): Promise<Date | null> {
  try {
    return (await fs.stat(file)).mtime;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * Files in a folder (DATA_DIR/uploads by default): each object is a file, its content type in a
 * `.meta.json` file beside it. Writes go to a `*.tmp` file first, renamed when whole, so a reader
 * never sees half; a crash can leave the temporary file, which `removeLeftovers` clears.
 */
export function createLocalStorage(root: string): StorageDriver {
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };
  const metaOf = (file: string) => `${file}${META_SUFFIX}`;

  return {
    kind: 'local',

    async put(key, body, { contentType }) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}${TEMPORARY_SUFFIX}`;
      await fs.writeFile(temporary, body);
      await fs.writeFile(metaOf(file), JSON.stringify({ contentType } satisfies Metadata));
      await fs.rename(temporary, file);
    },

    async get(key): Promise<StoredObject | null> {
      const file = fileOf(key);
      try {
        const [body, meta] = await Promise.all([fs.readFile(file), fs.readFile(metaOf(file), 'utf8')]);
        const { contentType } = JSON.parse(meta) as Metadata;
        return { body, contentType, sizeBytes: body.length };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      await Promise.all([fs.rm(file, { force: true }), fs.rm(metaOf(file), { force: true })]);
    },

    async *list(folder): AsyncGenerator<ListedObject> {
      for await (const key of filesUnder(root, folder)) {
        if (key.endsWith(META_SUFFIX) || key.endsWith(TEMPORARY_SUFFIX) || !isValidKey(key)) continue;
        const modified = await modifiedAt(path.join(root, ...key.split('/')));
        if (modified) yield { key, modifiedAt: modified };
      }
    },

    async removeLeftovers(before) {
      const removed: string[] = [];
      for await (const name of filesUnder(root, '')) {
        const file = path.join(root, ...name.split('/'));
        const leftover =
          name.endsWith(TEMPORARY_SUFFIX) ||
          (name.endsWith(META_SUFFIX) && (await modifiedAt(file.slice(0, -META_SUFFIX.length))) === null);
        const modified = leftover ? await modifiedAt(file) : null;
        if (modified && modified < before) {
          await fs.rm(file, { force: true });
          removed.push(name);
        }
      }
      return removed;
    },
  };
}
