import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PortalConfigSchema, REMOTES, type RemotesManifest } from '@qip/shared-contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { compressPage, pageFor, withBootData, type CompressedPage } from './bootPage';

type HeaderTarget = { setHeader(name: string, value: string): unknown };

export interface PortalOptions {
  /** The workspace folder holding shell/dist and mf-x/dist. */
  portalRoot: string;
  /** Federation name to manifest URL, overriding where the API serves a remote itself. */
  remoteUrls: Record<string, string>;
}

/** Where each remote is served when it is deployed with the API. */
export const remotePath = (remoteName: string) => `/remotes/${remoteName}/`;

// Files with a content hash in their name never change and may be cached for ever; every other
// file (the page, entries, manifests) is revalidated, so a deploy shows at once. The file sent may
// be the build's compressed copy (main.0123abcd.js.br): its name without that ending decides.
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|woff2?)(\.br|\.gz)?$/;

function setCacheHeaders(response: HeaderTarget, filePath: string) {
  response.setHeader('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
  // The body depends on the browser's Accept-Encoding (PRE_COMPRESSED below), so caches keep one per encoding.
  response.setHeader('Vary', 'Accept-Encoding');
}

/**
 * The build writes a brotli (.br) and a gzip (.gz) copy beside every text file
 * (build-config/compression.cjs); @fastify/static sends the one the browser accepts, with
 * Content-Encoding and Vary, and the original to a client that accepts neither.
 */
const PRE_COMPRESSED = { preCompressed: true } as const;

/** A remote's files may be loaded by a shell on another origin. */
function setRemoteHeaders(response: HeaderTarget, filePath: string) {
  setCacheHeaders(response, filePath);
  response.setHeader('Access-Control-Allow-Origin', '*');
}

/** Source maps are never served, even from a build that has them: they would publish the source. */
const isSourceMap = (url: string) => /\.map$/i.test(url.split('?')[0] ?? '');

/**
 * Serves the built portal beside the API, so the whole portal is one URL: the shell at /, each
 * remote under /remotes/{name}/, and /remotes.json telling the shell where each remote is.
 */
export default async function portalPlugin(app: FastifyInstance, options: PortalOptions) {
  const shellDist = path.join(options.portalRoot, 'shell/dist');
  const shellBuilt = fs.existsSync(path.join(shellDist, 'index.html'));
  if (!shellBuilt) app.log.warn(`The shell is not built (${shellDist}); run the build first. Serving the API only.`);

  app.addHook('onRequest', async (request, reply) => {
    if (isSourceMap(request.url)) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Source maps are not served.' });
    }
  });
  // A shell on another origin may load the remotes' files (helmet's default is same-origin only).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/remotes/')) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });

  const manifest: RemotesManifest = {};
  for (const remote of REMOTES) {
    const dist = path.join(options.portalRoot, remote.name, 'dist');
    manifest[remote.federationName] =
      options.remoteUrls[remote.federationName] ?? `${remotePath(remote.name)}mf-manifest.json`;
    if (!fs.existsSync(dist)) {
      app.log.warn(`Remote ${remote.name} is not built (${dist}).`);
      continue;
    }
    await app.register(fastifyStatic, {
      root: dist,
      prefix: remotePath(remote.name),
      decorateReply: false,
      cacheControl: false,
      ...PRE_COMPRESSED,
      setHeaders: setRemoteHeaders,
    });
  }

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return manifest;
  });

  if (shellBuilt) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      index: false,
      // One route for every file (an address with no file falls through to the page below): a
      // route per built file took a listing of the folder and some 20 ms of each start (issue 18).
      wildcard: true,
      cacheControl: false,
      ...PRE_COMPRESSED,
      setHeaders: setCacheHeaders,
    });
  }

  // The portal's home is its page (the file route would answer the folder with a 403).
  if (shellBuilt) app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply));

  // Any other address is a page of the single-page portal; API addresses stay JSON 404s.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/oauth/') || url.startsWith('/remotes/');
    if (isApi || request.method !== 'GET' || !shellBuilt) {
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: `No such address: ${request.method} ${url}` });
    }
    return sendPage(reply);
  });

  // The page with the remotes manifest and the portal configuration written in, so the shell
  // starts without fetching them. Made on the first page served (the configuration is read from
  // its own route, so it is written once) and kept: both are fixed while the server runs.
  let page: Promise<CompressedPage> | null = null;
  const makePage = async () => {
    const config = await app.inject({ method: 'GET', url: '/api/portal-config' });
    const template = await fs.promises.readFile(path.join(shellDist, 'index.html'), 'utf8');
    return compressPage(withBootData(template, { remotes: manifest, config: PortalConfigSchema.parse(config.json()) }));
  };
  async function sendPage(reply: FastifyReply) {
    page ??= makePage().catch((error: unknown) => {
      page = null;
      throw error;
    });
    const { encoding, body } = pageFor(await page, reply.request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  }
}
