// The built portal on its own data folder and port, started as the end-to-end tests start it.
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnPortal } from '@qip/e2e/portalServer.mjs';

export interface RunningPortal {
  origin: string;
  dataDir: string;
  /** Stops the server; the data folder is removed unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `url` answers at all (any status) or rejects after `timeoutMs`; polls every `everyMs`. */
export async function waitForReply(url: string, { timeoutMs = 60_000, everyMs = 100, ok = false } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!ok || response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(everyMs);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Ends a child process and waits for it to exit. */
export async function endProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export function makeDataDir(name: string): string {
  return mkdtempSync(path.join(tmpdir(), `qip-bench-${name}-`));
}

/** Starts api/dist/server.cjs on `port` with a fresh data folder (or `dataDir`) and waits until it is healthy. */
export async function startPortal({
  port,
  dataDir = makeDataDir('data'),
  env = {},
}: {
  port: number;
  dataDir?: string;
  env?: NodeJS.ProcessEnv;
}): Promise<RunningPortal> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawnPortal({ dataDir, port, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async ({ keepData = false } = {}) => {
    await endProcess(child);
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReply(`${origin}/api/health`, { ok: true });
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dataDir, stop };
}
