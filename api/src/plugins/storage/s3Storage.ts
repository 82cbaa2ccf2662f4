import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertValidKey, type ListedObject, type StorageDriver, type StoredObject } from './types';

export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, Spaces); AWS itself when null. */
  endpoint: string | null;
  /** Static keys; the SDK's default chain (environment, instance role) when null. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Put every object under this folder of the bucket ('' for the root). */
  prefix: string;
}

const isNotFound = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Objects in an S3 bucket (or any S3-compatible storage), through the official AWS SDK v3. */
export function createS3Storage(settings: S3StorageSettings, client?: S3Client): StorageDriver {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    });
  const prefix = settings.prefix ? `${settings.prefix.replace(/\/+$/, '')}/` : '';
  const objectKey = (key: string) => {
    assertValidKey(key);
    return `${prefix}${key}`;
  };

  return {
    kind: 's3',

    async put(key, body, { contentType }) {
      await s3.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },

    async get(key): Promise<StoredObject | null> {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        const body = Buffer.from(object.Body ? await object.Body.transformToByteArray() : new Uint8Array());
        return {
          body,
          contentType: object.ContentType ?? 'application/octet-stream',
          sizeBytes: body.length,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },

    async *list(folder): AsyncGenerator<ListedObject> {
      let continuationToken: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({
            Bucket: settings.bucket,
            Prefix: `${prefix}${folder}/`,
            ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) {
            yield { key: object.Key.slice(prefix.length), modifiedAt: object.LastModified };
          }
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },

    // A PutObject stores the whole object or nothing: there are no leftovers.
    removeLeftovers() {
      return Promise.resolve([]);
    },
  };
}
