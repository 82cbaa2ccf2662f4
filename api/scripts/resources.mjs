// `npm run resources -- import <folder>` (from the workspace root): runs the API's resource
// library command (api/src/cli/resources.ts) from its TypeScript source through tsx.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const tsx = require.resolve('tsx/cli');
const cli = fileURLToPath(new URL('../src/cli/resources.ts', import.meta.url));
const result = spawnSync(process.execPath, [tsx, cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
