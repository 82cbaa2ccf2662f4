// How fast the API answers the reads behind the evidence modal, the question cards' task counts
// and the tasks dashboard, on a service with a realistic amount of data: starts dist/server.cjs on
// a throw-away data folder at 127.0.0.1, fills Bluegum's service with 40 evidence items on one
// question and 100 tasks, then asks each read 100 times in a row and prints the median, 95th
// percentile and slowest answer in milliseconds (over HTTP, signed in, as the browser asks).
//
//   bash scripts/with-pnpm.sh --filter @qip/api build && node api/scripts/reads-benchmark.mjs
import { signInDemoAdministrator, startBenchmarkServer } from './benchmarkServer.mjs';

const PORT = Number(process.env.BENCHMARK_PORT ?? 8189);
const ROUNDS = 100;
const EVIDENCE_ITEMS = 40;
const TASKS = 100;

async function call(token, method, url, body) {
  const response = await fetch(`${ORIGIN}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Answers the first question of 1.1.1 Yes, links evidence to it and sets tasks across the areas. */
async function fill({ token, userId, centerId }) {
  const questions = await call(token, 'GET', `/api/questions?center_id=${centerId}&category_id=nqs2018-1.1.1`);
  const first = questions[0];
  const answered = await call(token, 'POST', '/api/question/comply', {
    center_id: centerId,
    question_id: first.id,
    result: 1,
  });
  for (let n = 1; n <= EVIDENCE_ITEMS; n += 1) {
    await call(token, 'POST', '/api/question/evidence', {
      title: n % 2 ? 'link' : 'comment',
      label: `Evidence ${n}`,
      cqr_id: answered.cqrId,
      name: n % 2 ? `https://example.org/evidence/${n}` : `<p>Observation ${n}: children planned the garden.</p>`,
    });
  }
  const due = new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  for (let n = 1; n <= TASKS; n += 1) {
    await call(token, 'POST', '/api/tasks', {
      centerId,
      questionId: first.id,
      type: n % 3 ? 'evidence' : 'goal',
      name: `Task ${n}`,
      summary: 'Collect the photographs and captions',
      taskDue: due,
      status: 1 + (n % 3),
      asignee: userId,
    });
  }
  return { cqrId: answered.cqrId };
}

async function time(token, url) {
  const took = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    await call(token, 'GET', url);
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  const at = (share) => took[Math.min(took.length - 1, Math.floor(took.length * share))].toFixed(1);
  return { median: at(0.5), p95: at(0.95), max: took[took.length - 1].toFixed(1) };
}

const server = await startBenchmarkServer({ name: 'reads-benchmark', port: PORT });
const ORIGIN = server.origin;
try {
  const session = await signInDemoAdministrator(ORIGIN);
  const { cqrId } = await fill(session);
  const reads = {
    "a question's evidence (evidence modal)": `/api/question/evidence?cqr_id=${cqrId}`,
    'the evidence library search': `/api/evidence?center_id=${session.centerId}&search=evidence`,
    'task counts per question (cards)': `/api/tasks/counts?center_id=${session.centerId}`,
    'tasks dashboard, first page': `/api/tasks?center_id=${session.centerId}`,
    'tasks dashboard, filtered': `/api/tasks?center_id=${session.centerId}&nqa_areas=1,2&assignee_name=a&page=2`,
  };
  console.log(`${EVIDENCE_ITEMS} evidence items, ${TASKS} tasks; ${ROUNDS} reads each (ms)`);
  for (const [name, url] of Object.entries(reads)) {
    const figures = await time(session.token, url);
    console.log(
      `${name.padEnd(42)} median ${figures.median.padStart(6)}  p95 ${figures.p95.padStart(6)}  max ${figures.max.padStart(6)}`,
    );
  }
} finally {
  await server.stop();
}
