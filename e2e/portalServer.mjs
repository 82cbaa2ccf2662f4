// Starts the built portal (api/dist/server.cjs, which serves the shell and the remotes) as
// `npm start` serves it, on the data folder and port given: the end-to-end tests (server.mjs)
// and the benchmark (bench/) start it the same way.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace root. */
export const WORKSPACE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The built API's entry point. */
export const PORTAL_SERVER = path.join(WORKSPACE_ROOT, 'api/dist/server.cjs');

/**
 * Spawns the built portal on 127.0.0.1 with `dataDir` and `port`; `env` adds to (or overrides)
 * the environment, `stdio` is the child's.
 * @param {{ dataDir: string, port: number | string, env?: NodeJS.ProcessEnv, stdio?: import('node:child_process').StdioOptions }} options
 */
export function spawnPortal({ dataDir, port, env = {}, stdio = 'inherit' }) {
  return spawn(process.execPath, [PORTAL_SERVER], {
    cwd: WORKSPACE_ROOT,
    stdio,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // Tests and benchmarks sign in far more often from 127.0.0.1 than a person would; only they set this.
      TEST_LOGIN_LIMIT_PER_ADDRESS: '1000',
      ...env,
    },
  });
}
