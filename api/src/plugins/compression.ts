import { Negotiator } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { preparedReplyOf } from '../http/preparedReply';
import { createCompressedReplies } from './compressedReplies';

/**
 * JSON (application/json, or a +json type) and text (text/*, JavaScript, YAML: the API docs'
 * pages, scripts and document): the replies compressed on the fly.
 */
const COMPRESSIBLE_TYPE = /^(?:application\/(?:(?:[\w.-]+\+)?json|javascript|x-yaml)\b|text\/)/;
const THRESHOLD_BYTES = 1024;
/** The methods whose replies may be sent again byte for byte. */
const READ_METHODS = new Set(['GET', 'HEAD']);
/** The compressed replies kept: enough for every area's questions of many services. */
const KEPT_BYTES = 32 * 1024 * 1024;

type Encoding = 'br' | 'gzip';

// Fast levels: a reply is compressed as it is sent, so a stronger level would cost more time
// than the bytes it saves (brotli 3 makes a 95 KB question list 23 KB in about 1 ms; 4 takes
// twice as long for 3% less).
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_LGWIN]: 18 };
const GZIP_LEVEL = 1;
// The text's length as brotli's size hint: it then prepares only as much of its hash table as
// the input needs, the same bytes (a 1.4 KB reply, as the answer write gives: 83 -> 18 µs).
const compressText = (encoding: Encoding, text: string) =>
  encoding === 'br'
    ? brotliCompressSync(text, { params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } })
    : gzipSync(text, { level: GZIP_LEVEL });

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (!/accept-encoding/i.test(current))
    reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * JSON and text replies over 1 KB are compressed when the client accepts it, brotli first, then
 * gzip (a 95 KB question list goes out as 23 KB). Many reads send the same text again, so the
 * compressed bytes are kept by the text's hash (compressedReplies.ts) and not made again. The
 * live stream is written by hand (never buffered), downloads (PDF, Word, images) are compressed
 * already, and the portal's static files at build time; a reply that already has a
 * Content-Encoding is left as it is. Every JSON reply reaches this hook as text (registerEndpoint,
 * the error handler and Fastify's serializer all send text), and so do the API docs' files
 * (openapi/index.ts), so no general compression plugin runs beside it: that would add two hooks
 * to every request for nothing (issue 18). Request bodies are not decompressed.
 */
export default fp(
  function compressionPlugin(app: FastifyInstance, _options: unknown, done: () => void) {
    const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });
    const compressed = createCompressedReplies<Encoding>({ compress: compressText, maxBytes: KEPT_BYTES });
    // Every request has the field (undefined until registerEndpoint sends a prepared reply), so
    // all requests keep one shape.
    app.decorateRequest('preparedReplyId', undefined);

    app.addHook('onSend', async (request, reply, payload) => {
      // A text of THRESHOLD_BYTES characters has at least as many bytes: only a shorter one is counted.
      if (typeof payload !== 'string') return payload;
      if (payload.length < THRESHOLD_BYTES && Buffer.byteLength(payload) < THRESHOLD_BYTES) return payload;
      if (
        reply.hasHeader('content-encoding') ||
        !COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))
      ) {
        return payload;
      }
      const accepted = request.headers['accept-encoding'];
      const encoding = accepted ? encodings.negotiate(accepted) : null;
      addVary(reply);
      if (!encoding) return payload;
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      // A write's reply (the record saved, with its new version) is not sent again: it is
      // compressed without being hashed and kept, where it would only push out reads' replies.
      if (!READ_METHODS.has(request.method)) return compressText(encoding, payload);
      // A kept reply (replyCache.ts) is known by its id, so its text is not hashed.
      return compressed(encoding, payload, preparedReplyOf(request));
    });
    done();
  },
  { name: 'compression' },
);
