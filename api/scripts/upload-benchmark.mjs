// How responsive the built API stays while near-limit uploads are decoded: starts dist/server.cjs
// on a throw-away data folder at 127.0.0.1, sends 1 and then 4 logo uploads of just under
// UPLOAD_MAX_BYTES at once over HTTP, and asks /api/health every 10 ms meanwhile. Prints, per
// round, how long the uploads took and how late /api/health answered (counted from when it was
// due, so a blocked event loop shows however it falls), first with no upload as a baseline for
// how busy the machine itself is. Exits 1 when an upload fails.
//
//   bash scripts/with-pnpm.sh --filter @qip/api build && node api/scripts/upload-benchmark.mjs
import { signInDemoAdministrator, startBenchmarkServer } from './benchmarkServer.mjs';

const BUDGET_MS = 100;
const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
const PORT = Number(process.env.BENCHMARK_PORT ?? 8190);

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const NEAR_LIMIT_PNG = Buffer.concat([PNG_1X1, Buffer.alloc(UPLOAD_MAX_BYTES - PNG_1X1.length - 16, 7)]);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The JSON of a logo upload as bytes, made before the clock starts (this process's own work is not measured). */
function uploadBody(centerId, bytes) {
  const json = JSON.stringify({
    entity: 'centers',
    entity_id: centerId,
    name: 'center_logo',
    title: 'logo',
    base64_image: `data:image/png;base64,${bytes.toString('base64')}`,
    file_name: 'large.png',
  });
  return Buffer.from(json);
}

async function upload(session, body) {
  const response = await fetch(`${ORIGIN}/api/attachments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body,
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
}

async function round(session, count) {
  const bodies = Array.from({ length: count }, () => uploadBody(session.centerId, NEAR_LIMIT_PNG));
  const lateness = [];
  let done = false;
  const started = performance.now();
  // With no upload, a second of checks: the machine's own baseline.
  const uploads = (count === 0 ? sleep(1000) : Promise.all(bodies.map((body) => upload(session, body)))).finally(() => {
    done = true;
  });
  let due = performance.now();
  // At most 60 seconds of checks.
  for (let check = 0; !done && check < 6000; check += 1) {
    const response = await fetch(`${ORIGIN}/api/health`);
    await response.arrayBuffer();
    const answered = performance.now();
    lateness.push(answered - due);
    due = answered + 10;
    await sleep(10);
  }
  await uploads;
  const sorted = lateness.sort((a, b) => a - b);
  return {
    uploads: count,
    bytesEach: NEAR_LIMIT_PNG.length,
    uploadsMs: Math.round(performance.now() - started),
    healthChecks: sorted.length,
    healthMedianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    healthP95Ms: Math.round(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
    healthMaxMs: Math.round(sorted[sorted.length - 1] ?? 0),
  };
}

// BENCHMARK_CPU_PROF=<folder> writes the server's CPU profiles (main thread and workers) there.
const profile = process.env.BENCHMARK_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCHMARK_CPU_PROF}`]
  : [];
const server = await startBenchmarkServer({ name: 'upload-benchmark', port: PORT, nodeArgs: profile });
const ORIGIN = server.origin;
let slow = false;
try {
  const session = await signInDemoAdministrator(ORIGIN);
  // Start the upload workers before measuring (two uploads at once start both).
  await Promise.all([
    upload(session, uploadBody(session.centerId, PNG_1X1)),
    upload(session, uploadBody(session.centerId, PNG_1X1)),
  ]);
  for (const count of [0, 1, 4]) {
    const figures = await round(session, count);
    process.stdout.write(`${JSON.stringify(figures)}\n`);
    if (count > 0 && figures.healthMaxMs >= BUDGET_MS) slow = true;
  }
} finally {
  await server.stop();
}
process.stdout.write(
  slow ? `/api/health took ${BUDGET_MS} ms or more at least once\n` : `/api/health stayed under ${BUDGET_MS} ms\n`,
);
