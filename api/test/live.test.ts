import { LIVE_EVENTS, LiveChangeEventSchema, type LiveChangeEvent } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/database';
import { listQuestions } from './helpers/assessment';
import { testDialects } from './helpers/databases';
import { openStream, type OpenStream, type StreamEvent } from './helpers/eventStream';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';

// Live collaboration: a write by one user of a centre reaches the stream of another user of it
// (never another tenant's), a reconnect catches up from Last-Event-ID, and with PostgreSQL a
// change made through one API process reaches a stream opened on another.

const changeOf = (event: StreamEvent): LiveChangeEvent => LiveChangeEventSchema.parse(JSON.parse(event.data));
const isChange = (event: StreamEvent) => event.event === 'change';

describe.each(testDialects())('live changes (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;
  let question: { id: string; label: string };
  const streams: OpenStream[] = [];

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });
  beforeAll(async () => {
    const questions = await listQuestions(t, u.director, { center_id: u.sunshineCenter });
    question = { id: questions[0]!.id, label: questions[0]!.label };
  });
  afterEach(() => streams.splice(0).forEach((stream) => stream.close()));

  async function watch(app: FastifyInstance, token: string, centerId: string, lastEventId?: number) {
    const stream = await openStream(app, {
      method: 'GET',
      url: `/api/live?center_id=${encodeURIComponent(centerId)}`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
      },
    });
    streams.push(stream);
    return stream;
  }

  const answer = (app: FastifyInstance, token: string, notes: string) =>
    app.inject({
      method: 'POST',
      url: '/api/question/comply',
      headers: { authorization: `Bearer ${token}` },
      payload: { center_id: u.sunshineCenter, question_id: question.id, notes },
    });

  async function nameOf(userId: string): Promise<string> {
    const row = await t.app.db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirstOrThrow();
    return row.name;
  }

  it("sends a colleague's answer, with who made it, to the other users of the centre only", async () => {
    const educator = await watch(t.app, u.educator, u.sunshineCenter);
    expect(educator.statusCode).toBe(200);
    const bluegum = await watch(t.app, u.bluegum, u.bluegumCenter);
    expect(bluegum.statusCode).toBe(200);

    expect((await answer(t.app, u.director, '<p>Live</p>')).statusCode).toBe(200);

    const change = changeOf(await educator.waitFor(isChange));
    expect(change).toMatchObject({
      centerId: u.sunshineCenter,
      entity: 'questions',
      by: { id: u.directorId, name: await nameOf(u.directorId) },
      summary: question.label,
    });
    expect(Date.parse(change.at)).not.toBeNaN();
    expect(educator.events.find(isChange)?.id).toBe(String(change.id));
    // Another tenant's stream hears nothing of it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bluegum.events.filter((event) => event.event === LIVE_EVENTS.change)).toEqual([]);
  });

  it('streams as text/event-stream with the security headers, uncompressed', async () => {
    const stream = await watch(t.app, u.viewer, u.sunshineCenter);
    // A viewer session may watch: it only reads.
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['content-security-policy']).toContain("default-src 'self'");
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.headers['content-encoding']).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The browser's reconnect delay, and the id to catch up from after a drop.
    expect(stream.text()).toMatch(/^retry: \d+\nid: \d+\nevent: watching\ndata: \{\}\n\n/);
  });

  it("refuses another tenant's centre (403) and a missing centre id (400)", async () => {
    const attacker = await watch(t.app, u.bluegum, u.sunshineCenter);
    expect(attacker.statusCode).toBe(403);
    await attacker.ended;
    expect(attacker.text()).not.toContain('event:');
    const missing = await openStream(t.app, {
      method: 'GET',
      url: '/api/live',
      headers: { authorization: `Bearer ${u.educator}` },
    });
    expect(missing.statusCode).toBe(400);
    const anonymous = await openStream(t.app, { method: 'GET', url: `/api/live?center_id=${u.sunshineCenter}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a refused write announces nothing', async () => {
    const educator = await watch(t.app, u.educator, u.sunshineCenter);
    expect((await answer(t.app, u.bluegum, 'not mine')).statusCode).toBe(403);
    expect((await answer(t.app, u.viewer, 'read only')).statusCode).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(educator.events.filter((event) => event.event === LIVE_EVENTS.change)).toEqual([]);
  });

  it('catches a reconnecting client up from its Last-Event-ID, and asks an unknown one to resync', async () => {
    const first = await watch(t.app, u.educator, u.sunshineCenter);
    await answer(t.app, u.director, 'one');
    const seen = changeOf(await first.waitFor(isChange));
    first.close();

    // While the educator is away: two more changes.
    await answer(t.app, u.director, 'two');
    await answer(t.app, u.director, 'three');

    const again = await watch(t.app, u.educator, u.sunshineCenter, seen.id);
    await again.waitFor((event) => isChange(event) && changeOf(event).id > seen.id + 1);
    const missed = again.events.filter(isChange).map(changeOf);
    expect(missed).toHaveLength(2);
    expect(missed.every((change) => change.id > seen.id && change.centerId === u.sunshineCenter)).toBe(true);
    // Live changes follow the missed ones.
    await answer(t.app, u.director, 'four');
    await again.waitFor(() => again.events.filter(isChange).length === 3);

    const lost = await watch(t.app, u.educator, u.sunshineCenter, 10_000_000);
    expect((await lost.waitFor((event) => event.event === 'resync')).data).toBe('{}');
    expect(lost.events.filter(isChange)).toEqual([]);
  });

  // Several API processes share PostgreSQL; an SQLite file has one.
  if (dialect === 'postgres') {
    it('a change made through one API process reaches a stream opened on another (LISTEN/NOTIFY)', async () => {
      const second: DatabaseHandle = t.database.connectAgain();
      const other = await buildApp({ config: t.config, database: second, closeDatabase: true });
      await other.ready();
      try {
        const educator = await watch(other, u.educator, u.sunshineCenter);
        expect(educator.statusCode).toBe(200);
        expect((await answer(t.app, u.director, 'through the first process')).statusCode).toBe(200);
        const change = changeOf(await educator.waitFor(isChange));
        expect(change).toMatchObject({ centerId: u.sunshineCenter, entity: 'questions', by: { id: u.directorId } });
      } finally {
        streams.splice(0).forEach((stream) => stream.close());
        await other.close();
      }
    });
  }
});
