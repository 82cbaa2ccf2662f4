import path from 'node:path';
import { DEFAULT_UPLOAD_MAX_BYTES } from '@qip/shared-contracts';
import type { S3StorageSettings } from './s3Storage';

/** Where files go and how large an upload may be, from the environment. */
export interface StorageSettings {
  driver: { kind: 'local'; root: string } | ({ kind: 's3' } & S3StorageSettings);
  uploadMaxBytes: number;
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return parsed;
}

/**
 * S3-compatible storage when S3_BUCKET is set (with S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY and S3_PREFIX as needed); otherwise the folder `uploads` in DATA_DIR.
 */
export function storageSettingsFromEnv(env: NodeJS.ProcessEnv, dataDir: string): StorageSettings {
  const uploadMaxBytes = positiveInteger(env.UPLOAD_MAX_BYTES, DEFAULT_UPLOAD_MAX_BYTES, 'UPLOAD_MAX_BYTES');
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return { driver: { kind: 'local', root: path.join(dataDir, 'uploads') }, uploadMaxBytes };

  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (to use the default AWS credentials)',
    );
  }
  return {
    driver: {
      kind: 's3',
      bucket,
      region: env.S3_REGION?.trim() || 'us-east-1',
      endpoint: env.S3_ENDPOINT?.trim() || null,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
      prefix: env.S3_PREFIX?.trim() ?? '',
    },
    uploadMaxBytes,
  };
}
