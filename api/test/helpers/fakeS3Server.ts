import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
  /** When it was stored (tests may set it back). */
  lastModified: Date;
}

export interface FakeS3Server {
  /** `http://127.0.0.1:{port}` */
  endpoint: string;
  /** Stored objects by `bucket/key`. */
  objects: Map<string, FakeS3Object>;
  /** Every request's method, path and Authorization header, in order. */
  requests: Array<{ method: string; path: string; authorization: string }>;
  close(): Promise<void>;
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A ListObjectsV2 answer: the objects of `bucket` under `prefix`, one page from `start`. */
function listing(objects: Map<string, FakeS3Object>, bucket: string, query: URLSearchParams, pageSize: number): string {
  const prefix = query.get('prefix') ?? '';
  const keys = [...objects.keys()]
    .filter((path) => path.startsWith(`${bucket}/${prefix}`))
    .map((path) => path.slice(bucket.length + 1))
    .sort();
  const start = Number(query.get('continuation-token') ?? 0);
  const page = keys.slice(start, start + pageSize);
  const truncated = start + pageSize < keys.length;
  const contents = page
    .map((key) => {
      const object = objects.get(`${bucket}/${key}`);
      return `<Contents><Key>${xmlEscape(key)}</Key><LastModified>${object?.lastModified.toISOString()}</LastModified><ETag>"fake"</ETag><Size>${object?.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${start + pageSize}</NextContinuationToken>` : ''}</ListBucketResult>`;
}

const notFound = (key: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`;

/**
 * A tiny S3-compatible server on the loopback (path-style PutObject, GetObject, DeleteObject and
 * ListObjectsV2 in pages of `pageSize`), so the S3 driver is tested through the real AWS SDK, its
 * request signing and its HTTP client.
 */
export async function startFakeS3Server({ pageSize = 1000 }: { pageSize?: number } = {}): Promise<FakeS3Server> {
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3Server['requests'] = [];

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname).replace(/^\//, '');
    requests.push({ method: request.method ?? '', path, authorization: String(request.headers.authorization ?? '') });
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'PUT') {
        objects.set(path, {
          body: Buffer.concat(chunks),
          contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
          lastModified: new Date(),
        });
        response.writeHead(200, { ETag: '"fake"' }).end();
        return;
      }
      if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        response
          .writeHead(200, { 'Content-Type': 'application/xml' })
          .end(listing(objects, path.replace(/\/$/, ''), url.searchParams, pageSize));
        return;
      }
      if (request.method === 'GET') {
        const object = objects.get(path);
        if (!object) {
          response.writeHead(404, { 'Content-Type': 'application/xml' }).end(notFound(path));
          return;
        }
        response
          .writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.body.length })
          .end(object.body);
        return;
      }
      if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
        return;
      }
      response.writeHead(405).end();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
