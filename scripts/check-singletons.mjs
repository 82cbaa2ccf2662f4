// The browser must load one copy of each library the shell and the remotes share. pnpm can
// install two versions through different paths, which would defeat the Module Federation
// singletons; this check fails the test run when that happens.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { SHARED_LIBRARIES } = require(path.join(root, 'build-config/shared.cjs'));

const packages = [...new Set(SHARED_LIBRARIES.map((request) => request.split('/')[0]))];
const store = readdirSync(path.join(root, 'node_modules/.pnpm'));

let failed = false;
for (const name of packages) {
  const versions = new Set(
    store.filter((entry) => entry.startsWith(`${name}@`)).map((entry) => entry.slice(name.length + 1).split('_')[0]),
  );
  if (versions.size !== 1) {
    failed = true;
    console.error(`✗ ${name}: ${versions.size} versions installed (${[...versions].join(', ') || 'none'})`);
  } else {
    console.log(`✓ ${name} ${[...versions][0]}`);
  }
}
process.exit(failed ? 1 : 0);
