import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepOrphanFiles } from '../../shared/orphanFiles';
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

/** How often files a crash left behind are looked for again after the start. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Sweeps orphan files and logs what went; a failure is logged and the app carries on. */
async function sweepAndLog(app: FastifyInstance, now: Date): Promise<void> {
  try {
    const { leftovers, orphans } = await sweepOrphanFiles(app, now);
    if (leftovers.length > 0) {
      app.log.info({ files: leftovers }, `removed ${leftovers.length} file(s) left by interrupted uploads`);
    }
    if (orphans.length > 0) {
      app.log.info({ keys: orphans }, `removed ${orphans.length} stored file(s) no attachment refers to`);
    }
  } catch (error) {
    app.log.warn({ err: error }, 'could not sweep orphan files');
  }
}

/**
 * The storage layer as `app.storage`: a local folder under DATA_DIR, or S3-compatible storage
 * (S3_* variables, see settings.ts). At the start, and every hour, files a crash left behind
 * are removed (see shared/orphanFiles.ts).
 */
export default fp(
  async function storagePlugin(app: FastifyInstance, settings: StorageSettings & { now: () => Date }) {
    app.decorate('storage', await createStorageDriver(settings.driver));
    app.decorate('uploadMaxBytes', settings.uploadMaxBytes);

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await sweepAndLog(app, settings.now());
      timer = setInterval(() => void sweepAndLog(app, settings.now()), SWEEP_INTERVAL_MS).unref();
    });
    app.addHook('onClose', (_instance, done) => {
      clearInterval(timer);
      done();
    });
  },
  { name: 'storage', dependencies: ['db'] },
);
