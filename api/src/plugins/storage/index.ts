import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalStorage } from './localStorage';
import type { StorageSettings } from './settings';
import type { StorageDriver } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live (a local folder or S3-compatible storage). */
    storage: StorageDriver;
    /** The largest file an upload may carry, in bytes (UPLOAD_MAX_BYTES). */
    uploadMaxBytes: number;
  }
}

export async function createStorageDriver(settings: StorageSettings['driver']): Promise<StorageDriver> {
  if (settings.kind === 'local') return createLocalStorage(settings.root);
  // Loaded only when configured: the AWS SDK is large and warns about Node 20 when loaded.
  const { createS3Storage } = await import('./s3Storage');
  return createS3Storage(settings);
}

/**
 * The storage layer as `app.storage`: a local folder under DATA_DIR, or S3-compatible storage
 * (S3_* variables, see settings.ts).
 */
export default fp(
  async function storagePlugin(app: FastifyInstance, settings: StorageSettings) {
    app.decorate('storage', await createStorageDriver(settings.driver));
    app.decorate('uploadMaxBytes', settings.uploadMaxBytes);
  },
  { name: 'storage' },
);
