// Bundles the API into dist/api.cjs, started by dist/server.cjs with a V8 code cache
// (src/boot/codeCache.ts), and its worker threads into dist/uploadWorker.cjs,
// dist/reportWorker.cjs, dist/invoiceWorker.cjs and dist/documentWorker.cjs.
// The workspace packages and the npm dependencies the API's start loads are compiled in; the
// others stay in node_modules (better-sqlite3 and argon2 are native, the rest load on first use).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

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
  '@fastify/helmet',
  '@fastify/rate-limit',
  '@fastify/static',
  'lru-cache',
];
const bundled = new Set([...ESM_DEPENDENCIES, ...START_DEPENDENCIES]);
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@qip/') && !bundled.has(name));

await build({
  entryPoints: {
    server: 'src/boot/server.ts',
    api: 'src/server.ts',
    uploadWorker: 'src/http/uploads/uploadWorker.ts',
    reportWorker: 'src/routes/reports/documents/reportWorker.ts',
    invoiceWorker: 'src/routes/billing/invoices/invoiceWorker.ts',
    documentWorker: 'src/shared/documents/documentWorker.ts',
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
  sourcemap: true,
  external,
  logLevel: 'warning',
});
