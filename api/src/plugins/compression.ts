import compress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** JSON (application/json, or a +json type): the replies compressed on the fly. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/;

/**
 * JSON replies over 1 KB are compressed when the client accepts it, brotli first, then gzip (a
 * 95 KB question list goes out as 22 KB). Fast levels (brotli 4, gzip 1): a reply is compressed
 * on every request, so a stronger level would cost more time than the bytes it saves. Only JSON:
 * the live stream is written by hand (it is never buffered), downloads (PDF, Word, images) are
 * compressed already, and the portal's static files are compressed at build time; a reply that
 * already has a Content-Encoding is always left as it is. Request bodies are not decompressed:
 * they are read as before.
 */
export default fp(
  async function compressionPlugin(app: FastifyInstance) {
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      customTypes: JSON_TYPE,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 } },
      zlibOptions: { level: 1 },
      // In one call for a reply of up to 1 MB: the stream pipeline cost several times the CPU.
      syncThreshold: 1024 * 1024,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
