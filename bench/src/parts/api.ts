// API throughput and p95 at 50 connections: one area's questions, the progress route and the
// answer write, each against a bare Fastify answering the same bytes from memory.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { apiUrls, type ApiRoutes } from '../routes';
import type { SignedIn } from '../demo';
import { CONNECTIONS, measureLoad, medianOfRounds, type LoadRequest, type LoadResult } from '../load';
import { BENCH_ROOT } from '../pages';
import { endProcess, waitForReply } from '../portal';
import type { CapturedReply } from '../referenceServer';
import type { Figure } from '../stats';

/** The headers a reply keeps in the reference (the ones a client reads). */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'vary'];

/** One request as sent, with the body's raw bytes as they came over the wire (not decoded). */
function capture(origin: string, load: LoadRequest): Promise<CapturedReply> {
  const url = new URL(load.url, origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: load.method, headers: load.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = response.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        resolve({
          method: load.method,
          path: url.pathname,
          status: response.statusCode ?? 0,
          headers,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
    });
    request.on('error', reject);
    request.end(load.bodies?.[0]);
  });
}

/** The three loads, as a browser sends them (token, Accept-Encoding, JSON body). */
export function loadsOf(origin: string, routes: ApiRoutes, user: SignedIn, encoding: string) {
  const headers = { authorization: `Bearer ${user.token}`, 'accept-encoding': encoding, accept: 'application/json' };
  return {
    questions: { url: `${origin}${routes.questions}`, method: 'GET', headers } satisfies LoadRequest,
    progress: { url: `${origin}${routes.progress}`, method: 'GET', headers } satisfies LoadRequest,
    comply: {
      url: `${origin}${routes.comply.url}`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      bodies: routes.comply.bodies,
    } satisfies LoadRequest,
  };
}

export type Loads = ReturnType<typeof loadsOf>;

const onOrigin = (load: LoadRequest, origin: string): LoadRequest => {
  const url = new URL(load.url);
  return { ...load, url: `${origin}${url.pathname}${url.search}` };
};

async function startReference(port: number, replies: CapturedReply[], dataDir: string) {
  const file = path.join(dataDir, 'reference-replies.json');
  writeFileSync(file, JSON.stringify(replies));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(BENCH_ROOT, 'src/referenceServer.ts'), String(port), file],
    {
      cwd: BENCH_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForReply(`${origin}/`, { timeoutMs: 30_000, everyMs: 50 });
  return { origin, stop: () => endProcess(child) };
}

const failedNote = (result: LoadResult) => (result.failed > 0 ? `, ${result.failed} FAILED` : '');

export async function measureApi({
  origin,
  user,
  encoding,
  referencePort,
  tempDir,
  seconds,
  rounds,
}: {
  origin: string;
  user: SignedIn;
  encoding: string;
  referencePort: number;
  tempDir: string;
  seconds: number;
  /** Turns of the portal and the reference for each load; the figures are their medians. */
  rounds: number;
}): Promise<Figure[]> {
  const part = 'api';
  const loads = loadsOf(origin, await apiUrls(origin, user), user, encoding);
  const replies = await Promise.all([
    capture(origin, loads.questions),
    capture(origin, loads.progress),
    capture(origin, loads.comply),
  ]);
  const reference = await startReference(referencePort, replies, tempDir);
  const figures: Figure[] = [];
  const roundsNote = rounds > 1 ? `, median of ${rounds} rounds` : '';
  try {
    const cases = [
      { name: 'GET /api/questions (one area)', load: loads.questions, reply: replies[0], read: true },
      { name: 'GET nqa-progress', load: loads.progress, reply: replies[1], read: true },
      { name: 'POST /api/question/comply', load: loads.comply, reply: replies[2], read: false },
    ];
    for (const { name, load, reply, read } of cases) {
      // The portal and the reference take turns, so a spell of a slower machine falls on both.
      const portalRounds: LoadResult[] = [];
      const bareRounds: LoadResult[] = [];
      for (let round = 0; round < rounds; round += 1) {
        portalRounds.push(await measureLoad(load, seconds));
        bareRounds.push(await measureLoad(onOrigin(load, reference.origin), seconds));
      }
      const portal = medianOfRounds(portalRounds);
      const bare = medianOfRounds(bareRounds);
      const bytes = Buffer.from(reply.body, 'base64').length;
      const sent = `${bytes} bytes${reply.headers['content-encoding'] ? ` ${reply.headers['content-encoding']}` : ''}`;
      figures.push({
        part,
        name: `${name}: throughput at ${CONNECTIONS} connections (${sent}${failedNote(portal)})${roundsNote}`,
        value: portal.requestsPerSecond,
        unit: 'req/s',
        reference: { name: 'bare Fastify, same bytes', value: bare.requestsPerSecond },
        target: { on: 'ratio', atLeast: read ? 0.5 : 0.25 },
      });
      figures.push({
        part,
        name: `${name}: p95 at ${CONNECTIONS} connections${roundsNote}`,
        value: portal.p95Ms,
        unit: 'ms',
        reference: { name: 'bare Fastify, same bytes', value: bare.p95Ms },
        ...(read ? { target: { on: 'value', atMost: 50 } } : {}),
      });
    }
  } finally {
    await reference.stop();
  }
  return figures;
}
