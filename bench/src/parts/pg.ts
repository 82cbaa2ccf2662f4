// PostgreSQL scale: p95 of the two reads and the write with the demo's services, then again with
// 10,000 services each with every question answered (seeded in bulk SQL).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { WORKSPACE_ROOT } from '@qip/e2e/portalServer.mjs';
import pg from 'pg';
import { signIn } from '../demo';
import { apiUrls } from '../routes';
import { measureLoad } from '../load';
import { startPortal } from '../portal';
import type { Figure } from '../stats';
import { loadsOf } from './api';

export const SCALE_SERVICES = 10_000;
/** Longer than the API part's: after the bulk load the first replies read from a cold cache. */
const WARM_UP_SECONDS = 3;

/** The admin URL of a PostgreSQL server (scripts/ensure-postgres.sh installs or starts one), or why there is none. */
function postgresUrl(): { url: string } | { skipped: string } {
  const result = spawnSync('bash', ['scripts/ensure-postgres.sh'], {
    cwd: WORKSPACE_ROOT,
    encoding: 'utf8',
    timeout: 180_000,
  });
  const url = result.stdout.trim().split('\n').pop() ?? '';
  if (result.status !== 0 || !url.startsWith('postgres')) {
    return { skipped: `PostgreSQL could not be started: ${result.stderr.trim() || `exit ${result.status}`}` };
  }
  return { url };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Adds services under one account, up to `total`, each with every question of the bank answered
 * (Yes, No or Not applicable in turn, with a note), in three INSERT ... SELECT statements. Loaded
 * as a restore would be, to fit the benchmark's time: foreign-key triggers off for this session
 * (the rows are valid by construction) and the answers' secondary indexes built after the rows.
 */
async function seedServices(client: pg.Client, total: number): Promise<{ added: number; answers: number }> {
  const { rows } = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM centers');
  const added = total - (rows[0]?.count ?? 0);
  const now = new Date().toISOString();
  await client.query('BEGIN');
  await client.query("SET LOCAL session_replication_role = 'replica'");
  await client.query("SET LOCAL maintenance_work_mem = '256MB'");
  await client.query('ALTER TABLE question_results DROP CONSTRAINT question_results_center_question_unique');
  await client.query('DROP INDEX question_results_question_idx');
  await client.query(
    `INSERT INTO accounts (id, name, stripe_customer_id, created_at) VALUES ('bench-account', 'Bench scale account', NULL, $1)`,
    [now],
  );
  await client.query(
    `INSERT INTO centers (id, account_id, name, approval_number, service_cat_id, has_qip, trial_ends_at, created_at, updated_at)
     SELECT 'bench-center-' || g, 'bench-account', 'Bench service ' || g, NULL, NULL, 1, NULL, $1, $1
     FROM generate_series(1, $2::int) AS g`,
    [now, added],
  );
  const answers = await client.query(
    `INSERT INTO question_results (id, center_id, question_id, status, notes, answered_at, created_at, updated_at)
     SELECT 'bench-result-' || g || '-' || q.id, 'bench-center-' || g, q.id, 1 + (g + q.sort_order) % 3,
            'Observed during the benchmark.', $1, $1, $1
     FROM generate_series(1, $2::int) AS g CROSS JOIN questions AS q
     WHERE q.is_custom = 0`,
    [now, added],
  );
  await client.query(
    'ALTER TABLE question_results ADD CONSTRAINT question_results_center_question_unique UNIQUE (center_id, question_id)',
  );
  await client.query('CREATE INDEX question_results_question_idx ON question_results (question_id)');
  await client.query('COMMIT');
  // What autovacuum would do soon after a bulk load: the planner sees the new sizes.
  await client.query('ANALYZE');
  return { added, answers: answers.rowCount ?? 0 };
}

export async function measurePostgres({
  port,
  encoding,
  seconds,
  log,
}: {
  port: number;
  encoding: string;
  seconds: number;
  log: (line: string) => void;
}): Promise<{ figures: Figure[]; skipped?: string }> {
  const server = postgresUrl();
  if ('skipped' in server) return { figures: [], skipped: server.skipped };
  const name = `qip_bench_${randomBytes(6).toString('hex')}`;
  await withClient(server.url, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const databaseUrl = new URL(server.url);
  databaseUrl.pathname = `/${name}`;
  const portal = await startPortal({ port, env: { DATABASE_URL: databaseUrl.toString(), SEED_DEMO: '1' } });
  try {
    const user = await signIn(portal.origin);
    const loads = loadsOf(portal.origin, await apiUrls(portal.origin, user), user, encoding);
    const cases = [
      { name: 'GET /api/questions', load: loads.questions },
      { name: 'GET nqa-progress', load: loads.progress },
      { name: 'POST /api/question/comply', load: loads.comply },
    ];
    const small = [];
    for (const { load } of cases) small.push(await measureLoad(load, seconds, WARM_UP_SECONDS));
    const before = await withClient(databaseUrl.toString(), (client) =>
      client.query<{ count: number }>('SELECT count(*)::int AS count FROM centers'),
    );
    const services = before.rows[0]?.count ?? 0;
    const started = Date.now();
    const seeded = await withClient(databaseUrl.toString(), (client) => seedServices(client, SCALE_SERVICES));
    log(
      `  seeded ${seeded.added} services with ${seeded.answers} answers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const figures: Figure[] = [];
    for (const [index, { name, load }] of cases.entries()) {
      const large = await measureLoad(load, seconds, WARM_UP_SECONDS);
      figures.push({
        part: 'pg',
        name: `PostgreSQL ${name} p95 with ${SCALE_SERVICES.toLocaleString('en-AU')} services`,
        value: large.p95Ms,
        unit: 'ms',
        reference: { name: `${services} services`, value: small[index]!.p95Ms },
        target: { on: 'ratio', atMost: 1.5 },
      });
    }
    return { figures };
  } finally {
    await portal.stop();
    await withClient(server.url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}
