import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, type StorageDriver, type StoredObject } from './types';

interface Metadata {
  contentType: string;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Files in a folder (DATA_DIR/uploads by default): each object is a file, its content type in a
 * `.meta.json` file beside it. Writes go to a temporary file first, so a reader never sees half.
 */
export function createLocalStorage(root: string): StorageDriver {
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };
  const metaOf = (file: string) => `${file}.meta.json`;

  return {
    kind: 'local',

    async put(key, body, { contentType }) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
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
  };
}
