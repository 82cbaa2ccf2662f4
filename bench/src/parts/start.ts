// API start: spawn to first successful reply of the built portal on an already seeded data
// folder, against a bare `node -e` HTTP server.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { spawnPortal } from '@qip/e2e/portalServer.mjs';
import { endProcess, makeDataDir, startPortal, waitForReply } from '../portal';
import { median, type Figure } from '../stats';

const BARE_SERVER = "require('node:http').createServer((q, s) => s.end('ok')).listen(process.argv[1], '127.0.0.1')";

/** Spawns, polls every 5 ms until a 2xx, stops: the milliseconds in between. */
async function timeStart(spawnServer: () => ChildProcess, url: string): Promise<number> {
  const start = performance.now();
  const child = spawnServer();
  try {
    await waitForReply(url, { ok: true, everyMs: 5, timeoutMs: 60_000 });
    return performance.now() - start;
  } finally {
    await endProcess(child);
  }
}

export async function measureStart(port: number, runs: number): Promise<Figure[]> {
  const dataDir = makeDataDir('start');
  // One start migrates and seeds the folder; the timed ones only start.
  const seeded = await startPortal({ port, dataDir });
  await seeded.stop({ keepData: true });
  const url = `http://127.0.0.1:${port}/api/health`;
  const portal: number[] = [];
  const bare: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      portal.push(await timeStart(() => spawnPortal({ dataDir, port, stdio: ['ignore', 'ignore', 'inherit'] }), url));
      bare.push(
        await timeStart(
          () => spawn(process.execPath, ['-e', BARE_SERVER, String(port)], { stdio: 'ignore' }),
          `http://127.0.0.1:${port}/`,
        ),
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return [
    {
      part: 'start',
      name: `API start to first reply (median of ${runs})`,
      value: median(portal),
      unit: 'ms',
      reference: { name: 'bare node -e http server', value: median(bare) },
      target: { on: 'ratio', atMost: 2 },
    },
  ];
}
