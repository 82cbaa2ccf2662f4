// Bundles the API into dist/api.cjs, started by dist/server.cjs with a V8 code cache
// (src/boot/codeCache.ts), and its worker threads into dist/uploadWorker.cjs,
// dist/reportWorker.cjs, dist/invoiceWorker.cjs, dist/documentWorker.cjs and dist/checkpointWorker.cjs.
// The workspace packages and the npm dependencies the API's start loads are compiled in; the
// others stay in node_modules (better-sqlite3 and argon2 are native, the rest load on first use).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// jose and file-type are ES modules only: bundled so the CommonJS server needs no require(esm).
const ESM_DEPENDENCIES = ['jose', 'file-type'];
// What every start loads, much of it in many small files (kysely alone has 260): one bundle
// spares the CommonJS loader a resolution, a read and a compile per file (issue 18). Bundling
// everything was slower: what only some requests use (sanitize-html, nodemailer, swagger, the AWS
// SDK, Stripe) stays outside and is read when first used.
const START_DEPENDENCIES = [
  'kysely',
  'zod',
  'fastify-type-provider-zod',
  'fastify',
  'fastify-plugin',
  'fast-json-stringify',
  '@fastify/accept-negotiator',
  '@fastify/compress',
  '@fastify/formbody',
  'helmet',
  '@fastify/rate-limit',
  '@fastify/static',
  'lru-cache',
];
const bundled = new Set([...ESM_DEPENDENCIES, ...START_DEPENDENCIES]);
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@qip/') && !bundled.has(name));

// fastify loads node:https and node:http2 at start (some 20 ms) for servers the API never makes
// (no TLS, no HTTP/2: a proxy in front does those): they are required when a server is made.
const FASTIFY_SERVER_REQUIRES = {
  "const https = require('node:https')":
    "const https = { createServer: (...args) => require('node:https').createServer(...args) }",
  "const http2 = require('node:http2')":
    "const http2 = { createServer: (...args) => require('node:http2').createServer(...args), createSecureServer: (...args) => require('node:http2').createSecureServer(...args) }",
};
const lazyFastifyServerRequires = {
  name: 'lazy-fastify-server-requires',
  setup(plugin) {
    plugin.onLoad({ filter: /[\\/]fastify[\\/]lib[\\/]server\.js$/ }, async ({ path }) => {
      let contents = await readFile(path, 'utf8');
      for (const [eager, lazy] of Object.entries(FASTIFY_SERVER_REQUIRES)) {
        // A fastify whose server.js reads otherwise fails the build rather than loading both again.
        if (!contents.includes(eager)) throw new Error(`fastify/lib/server.js no longer has: ${eager}`);
        contents = contents.replace(eager, lazy);
      }
      return { contents, loader: 'js' };
    });
  },
};

await build({
  entryPoints: {
    server: 'src/boot/server.ts',
    api: 'src/server.ts',
    uploadWorker: 'src/http/uploads/uploadWorker.ts',
    reportWorker: 'src/routes/reports/documents/reportWorker.ts',
    invoiceWorker: 'src/routes/billing/invoices/invoiceWorker.ts',
    documentWorker: 'src/shared/documents/documentWorker.ts',
    checkpointWorker: 'src/db/checkpointWorker.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // `import()` as require(): what loads on first use goes through the CommonJS loader, not the
  // slower ES module loader, and runs the same inside the code-cached script.
  supported: { 'dynamic-import': false },
  // No comments or indentation: a third less to read and scan at start (names are kept, and the
  // source map gives the lines back).
  minifyWhitespace: true,
  // Licence comments in dist/<entry>.cjs.LEGAL.txt: the bundle stays plain ASCII, which V8 keeps
  // in one byte a character (one such comment made all 3.4 MB two-byte).
  legalComments: 'linked',
  sourcemap: true,
  external,
  plugins: [lazyFastifyServerRequires],
  logLevel: 'warning',
});
