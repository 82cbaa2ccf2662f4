import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { BOOT_DATA_ID, type BootData } from '@qip/shared-contracts';

/**
 * The shell's page with what it would otherwise fetch before it can start written in, as a JSON
 * data block: the browser does not run it, so the CSP stays as strict. `<` is escaped so no value
 * can close the block.
 */
export function withBootData(page: string, data: BootData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${BOOT_DATA_ID}">${json}</script>`;
  return page.includes('</head>') ? page.replace('</head>', `${block}</head>`) : `${block}${page}`;
}

/** A page made once, in each encoding a browser may accept (it is the same for everyone). */
export interface CompressedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function compressPage(html: string): CompressedPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }),
    gzip: zlib.gzipSync(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
}

const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/** The page in the best encoding the browser accepts (brotli, then gzip), or as it is. */
export function pageFor(page: CompressedPage, acceptEncoding: string | undefined) {
  const encoding = acceptEncoding ? encodings.negotiate(acceptEncoding) : null;
  return { encoding, body: encoding ? page[encoding] : page.identity };
}
