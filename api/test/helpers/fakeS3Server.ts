import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
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

const notFound = (key: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`;

/**
 * A tiny S3-compatible server on the loopback (path-style PutObject, GetObject, DeleteObject),
 * so the S3 driver is tested through the real AWS SDK, its request signing and its HTTP client.
 */
export async function startFakeS3Server(): Promise<FakeS3Server> {
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3Server['requests'] = [];

  const server = http.createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname).replace(/^\//, '');
    requests.push({ method: request.method ?? '', path, authorization: String(request.headers.authorization ?? '') });
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'PUT') {
        objects.set(path, {
          body: Buffer.concat(chunks),
          contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
        });
        response.writeHead(200, { ETag: '"fake"' }).end();
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
