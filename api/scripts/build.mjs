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
  '@fastify/formbody',
  'helmet',
  '@fastify/rate-limit',
  '@fastify/static',
  'lru-cache',
];
const bundled = new Set([...ESM_DEPENDENCIES, ...START_DEPENDENCIES]);
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@qip/') && !bundled.has(name));

// Changes to dependencies' code in the bundle, each sparing the start work it would do before it
// is needed (issue 18). Each replaces exact text: a dependency whose file no longer has it fails
// the build rather than doing the work again.
const START_PATCHES = [
  {
    // fastify loads node:https and node:http2 at start (some 20 ms) for servers the API never makes
    // (no TLS, no HTTP/2: a proxy in front does those): they are required when a server is made.
    file: /[\\/]fastify[\\/]lib[\\/]server\.js$/,
    replace: {
      "const https = require('node:https')":
        "const https = { createServer: (...args) => require('node:https').createServer(...args) }",
      "const http2 = require('node:http2')":
        "const http2 = { createServer: (...args) => require('node:http2').createServer(...args), createSecureServer: (...args) => require('node:http2').createSecureServer(...args) }",
    },
  },
  {
    // find-my-way compiles (new Function) a matcher for every static part of every path as it is
    // added, some 300 at start; each is compiled on the first request that reaches it instead. The
    // matcher is always called as its node's method, so it replaces itself on the node.
    file: /[\\/]find-my-way[\\/]lib[\\/]node\.js$/,
    replace: {
      'function compilePrefixMatch (prefix) {':
        'function compilePrefixMatch (prefix) {\n  return prefix.length === 1 ? matchSingleCharPrefix : matchPrefixOnFirstUse\n}\n\n' +
        'function matchPrefixOnFirstUse (path, i) {\n  this.matchPrefix = compilePrefixMatchNow(this.prefix)\n  return this.matchPrefix(path, i)\n}\n\n' +
        'function compilePrefixMatchNow (prefix) {',
      // Adding a route looks its path up (getStaticChild, fastify's findRoute), which would compile
      // the matchers of every node on the way: the look-up compares the text instead. At most one
      // child can match, as children differ in their first character.
      '    const staticChild = this.findStaticMatchingChild(path, pathIndex)\n    if (staticChild) {\n      return staticChild.getStaticChild(':
        '    const staticChild = this.staticChildrenNodes.find((child) => path.startsWith(child.prefix, pathIndex))\n    if (staticChild) {\n      return staticChild.getStaticChild(',
    },
  },
  {
    // Likewise a route's params object maker, compiled on the route's first match, and its node's
    // constraint matcher, compiled when a request first carries constraints (the portal's routes
    // have none). Both are called as methods of what they replace themselves on.
    file: /[\\/]find-my-way[\\/]lib[\\/]handler-storage\.js$/,
    replace: {
      '_createParamsObject: this._compileCreateParamsObject(params)':
        '_createParamsObject: createParamsObjectOnFirstUse',
      '      this._compileGetHandlerMatchingConstraints(constrainer, constraints)\n':
        '      this._getHandlerMatchingConstraints = matchConstraintsOnFirstUse(constrainer)\n',
      'class HandlerStorage {':
        'function createParamsObjectOnFirstUse (param0, param1, param2, param3, extraParams) {\n' +
        '  this._createParamsObject = HandlerStorage.prototype._compileCreateParamsObject(this.params)\n' +
        '  return this._createParamsObject(param0, param1, param2, param3, extraParams)\n}\n\n' +
        'function matchConstraintsOnFirstUse (constrainer) {\n' +
        '  return function getHandlerMatchingConstraintsOnFirstUse (derivedConstraints) {\n' +
        '    this._compileGetHandlerMatchingConstraints(constrainer)\n' +
        '    return this._getHandlerMatchingConstraints(derivedConstraints)\n  }\n}\n\nclass HandlerStorage {',
    },
  },
];
const startPatches = {
  name: 'start-patches',
  setup(plugin) {
    for (const patch of START_PATCHES) {
      plugin.onLoad({ filter: patch.file }, async ({ path }) => {
        let contents = await readFile(path, 'utf8');
        for (const [eager, lazy] of Object.entries(patch.replace)) {
          if (!contents.includes(eager)) throw new Error(`${path} no longer has: ${eager}`);
          contents = contents.replace(eager, lazy);
        }
        return { contents, loader: 'js' };
      });
    }
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
  plugins: [startPatches],
  logLevel: 'warning',
});
