// Bundles the API into dist/server.cjs and its worker threads into dist/uploadWorker.cjs,
// dist/reportWorker.cjs, dist/invoiceWorker.cjs and dist/documentWorker.cjs;
// the workspace packages are compiled in, the npm dependencies stay in node_modules
// (better-sqlite3 and argon2 are native).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// jose and file-type are ES modules only: bundle them so the CommonJS server needs no require(esm).
const ESM_DEPENDENCIES = new Set(['jose', 'file-type']);
const bundled = (name) => name.startsWith('@qip/') || ESM_DEPENDENCIES.has(name);
const external = Object.keys(pkg.dependencies).filter((name) => !bundled(name));

await build({
  entryPoints: {
    server: 'src/server.ts',
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
  sourcemap: true,
  external,
  logLevel: 'warning',
});
