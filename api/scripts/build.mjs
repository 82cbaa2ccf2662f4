// Bundles the API into one file (dist/server.cjs); the workspace packages are compiled in,
// the npm dependencies stay in node_modules (better-sqlite3 and argon2 are native).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// jose is ES modules only: bundle it so the CommonJS server needs no require(esm).
const bundled = (name) => name.startsWith('@qip/') || name === 'jose';
const external = Object.keys(pkg.dependencies).filter((name) => !bundled(name));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.cjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
