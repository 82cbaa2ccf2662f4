// npm run bench: starts the built portal on its own throw-away data and ports, measures every
// figure of issue #18 beside its reference measured in the same run, prints the table and writes
// the figures as JSON. It prints; it is not a test (it exits 0 whatever the results).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { signIn, type SignedIn } from './demo';
import { parseOptions, type Part } from './options';
import { measureApi } from './parts/api';
import { measureBytes } from './parts/bytes';
import { measurePostgres } from './parts/pg';
import { measureStart } from './parts/start';
import { measureTime } from './parts/time';
import { startPortal, type RunningPortal } from './portal';
import { judge, type Figure } from './stats';
import { formatMarkdown, formatTable, TABLE_HEADER, tableRows } from './table';

const log = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const options = parseOptions(process.argv.slice(2));
  // Page loads and starts swing by a factor of two on a busy machine: nine of each, taken in turn
  // with their references, and the median kept.
  const runs = options.quick ? 2 : 9;
  const seconds = options.quick ? 2 : 5;
  // The API's loads: three shorter turns each for the portal and its reference, taken in turn.
  const apiRounds = options.quick ? 1 : 3;
  const apiSeconds = options.quick ? 2 : 3;
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'qip-bench-'));
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}`;
  const began = Date.now();
  log(`QIP Portal benchmark, ${new Date().toISOString()} on ${machine}`);
  log(
    `Parts: ${[...options.parts].join(', ')}${options.quick ? ' (quick)' : ''}; Accept-Encoding sent: "${options.encoding}"`,
  );

  const figures: Figure[] = [];
  const notes: string[] = [];
  let calls: Record<string, string[]> = {};
  let portal: RunningPortal | null = null;
  let browser: Browser | null = null;
  const has = (part: Part) => options.parts.has(part);

  /** Runs a part; a part that fails is reported and the others still run. */
  const part = async (name: Part, work: () => Promise<void>) => {
    if (!has(name)) return;
    const started = Date.now();
    log(`- ${name}…`);
    try {
      await work();
    } catch (error) {
      notes.push(`${name}: not measured: ${error instanceof Error ? error.message : String(error)}`);
    }
    log(`  ${name} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };

  try {
    let user: SignedIn | null = null;
    if (has('bytes') || has('time') || has('api')) {
      portal = await startPortal({ port: options.port });
      user = await signIn(portal.origin);
    }
    if (has('bytes') || has('time')) browser = await launchChromium();
    const origin = portal?.origin ?? '';

    await part('bytes', async () => {
      figures.push(...(await measureBytes(browser!, origin, user!, options.encoding)));
    });
    await part('time', async () => {
      const result = await measureTime(browser!, origin, runs);
      figures.push(...result.figures);
      calls = result.calls;
    });
    await browser?.close();
    browser = null;
    await part('api', async () => {
      figures.push(
        ...(await measureApi({
          origin,
          user: user!,
          encoding: options.encoding,
          referencePort: options.port + 1,
          tempDir,
          seconds: apiSeconds,
          rounds: apiRounds,
        })),
      );
    });
    await portal?.stop();
    portal = null;
    await part('start', async () => {
      figures.push(...(await measureStart(options.port + 2, runs)));
    });
    await part('pg', async () => {
      // At least 3 s: right after the bulk load, replies can take longer than a quick run lasts.
      const result = await measurePostgres({
        port: options.port + 3,
        encoding: options.encoding,
        seconds: Math.max(seconds, 3),
        log,
      });
      if (result.skipped) notes.push(`pg: skipped: ${result.skipped}`);
      figures.push(...result.figures);
    });
  } finally {
    await browser?.close();
    await portal?.stop();
  }

  const judged = figures.map(judge);
  const rows = tableRows(judged);
  log('');
  log(formatTable(TABLE_HEADER, rows));
  for (const [page, list] of Object.entries(calls)) {
    log(`\nAPI calls on ${page}:`);
    for (const line of list) log(`  ${line}`);
  }
  for (const note of notes) log(`\nNote: ${note}`);
  const failed = judged.filter((figure) => figure.pass === false).length;
  log(`\n${judged.length} figures, ${failed} below target; ${((Date.now() - began) / 1000).toFixed(0)} s in all.`);

  // --out is relative to where `npm run bench` was typed (npm's INIT_CWD), not to bench/ where pnpm runs it.
  const out = options.out
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), options.out)
    : path.join(tempDir, 'bench-results.json');
  const result = {
    date: new Date(began).toISOString(),
    machine,
    encoding: options.encoding,
    quick: options.quick,
    figures: judged,
    calls,
    notes,
    markdown: formatMarkdown(TABLE_HEADER, rows),
  };
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  log(`Figures written to ${out}`);
  rmSync(path.join(tempDir, 'reference-replies.json'), { force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
