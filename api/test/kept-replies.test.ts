import { endpoints, QuestionSchema } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { testDialects } from './helpers/databases';
import { jsonOf } from './helpers/json';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';

// The questions of an area and the progress are kept as written (replyCache.ts) by the centre's
// data version: what a caller sees is what the database holds, whichever API process wrote it.

const ELEMENT = 'nqs2018-1.1.1';
const AREA = 'nqs2018-1';

describe.each(testDialects())('kept replies of the questions and the progress (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;
  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  const questionsOf = (app: FastifyInstance, token: string, encoding = 'br, gzip') =>
    app.inject({
      method: 'GET',
      url: '/api/questions',
      query: { center_id: u.sunshineCenter, category_id: AREA },
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
    });
  const listed = async (app: FastifyInstance, token: string) =>
    jsonOf(await questionsOf(app, token, 'identity'), endpoints.assessment.questions.response);
  const progressOf = async (app: FastifyInstance, token: string) =>
    jsonOf(
      await app.inject({
        method: 'GET',
        url: `/api/centers/${u.sunshineCenter}/nqa-progress`,
        headers: { authorization: `Bearer ${token}` },
      }),
      endpoints.progress.nqaProgress.response,
    );
  const answer = (app: FastifyInstance, token: string, questionId: string, result: 1 | 2) =>
    app.inject({
      method: 'POST',
      url: '/api/question/comply',
      headers: { authorization: `Bearer ${token}` },
      payload: { center_id: u.sunshineCenter, question_id: questionId, result },
    });

  it('gives the same bytes again until an answer changes them, then the answer saved', async () => {
    const first = await questionsOf(t.app, u.director);
    const again = await questionsOf(t.app, u.educator);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);

    const question = (await listed(t.app, u.director))[0]!;
    const before = await progressOf(t.app, u.director);
    expect((await answer(t.app, u.educator, question.id, 1)).statusCode).toBe(200);
    expect((await listed(t.app, u.director))[0]).toMatchObject({ id: question.id, status: 1 });
    expect((await progressOf(t.app, u.director)).totalProgress).toBeGreaterThan(before.totalProgress);
  });

  it('gives a change written by another API process on the same database at once', async () => {
    const other = await buildApp({ config: t.config, database: t.database.connectAgain(), closeDatabase: true });
    await other.ready();
    try {
      const question = (await listed(t.app, u.director))[1]!;
      const progress = await progressOf(t.app, u.director);
      // Both processes keep their replies; the other one writes.
      await listed(other, u.director);
      expect((await answer(other, u.educator, question.id, 2)).statusCode).toBe(200);
      expect((await listed(t.app, u.director))[1]).toMatchObject({ id: question.id, status: 2 });
      expect((await progressOf(t.app, u.director)).totalProgress).toBeGreaterThan(progress.totalProgress);
    } finally {
      await other.close();
    }
  });

  it("shows a custom item's author as renamed, though a rename announces no change", async () => {
    const created = await t.as(u.educator, {
      method: 'POST',
      url: '/api/questions',
      payload: {
        title: 'custom',
        type: 'critical_reflections',
        center_id: u.sunshineCenter,
        description: 'Our team reflects on every excursion together.',
        category_id: ELEMENT,
        status: 1,
      },
    });
    const item = jsonOf(created, QuestionSchema);
    const authorOf = async () => (await listed(t.app, u.director)).find((question) => question.id === item.id);
    expect((await authorOf())?.authorName).not.toBe('Renamed Educator');
    const renamed = await t.as(u.educator, {
      method: 'PUT',
      url: `/api/user/${u.educatorId}`,
      payload: { name: 'Renamed Educator' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await authorOf())?.authorName).toBe('Renamed Educator');
  });

  it("still refuses another tenant's user (403) a reply kept for the centre's own users", async () => {
    expect((await questionsOf(t.app, u.director)).statusCode).toBe(200);
    expect((await questionsOf(t.app, u.bluegum)).statusCode).toBe(403);
    const progress = await t.as(u.bluegum, { method: 'GET', url: `/api/centers/${u.sunshineCenter}/nqa-progress` });
    expect(progress.statusCode).toBe(403);
  });
});

describe.each(testDialects())('the caller and their role, kept between requests (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;
  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });
  const questions = (token: string) =>
    t.as(token, { method: 'GET', url: `/api/questions?center_id=${u.sunshineCenter}&category_id=${AREA}` });

  it('refuses at once a caller whom another process took off the centre, and a session it ended', async () => {
    // The caller and their role are kept between requests while the database is unchanged
    // (db/generation.ts); a change another process commits must still be seen on the next one.
    const elsewhere = t.database.connectAgain();
    try {
      expect((await questions(u.educator)).statusCode).toBe(200);
      expect(
        (await t.as(u.educator, { method: 'GET', url: `/api/centers/${u.sunshineCenter}/nqa-progress` })).statusCode,
      ).toBe(200);
      await elsewhere.db
        .deleteFrom('center_users')
        .where('user_id', '=', u.educatorId)
        .where('center_id', '=', u.sunshineCenter)
        .execute();
      expect((await questions(u.educator)).statusCode).toBe(403);
      expect(
        (await t.as(u.educator, { method: 'GET', url: `/api/centers/${u.sunshineCenter}/nqa-progress` })).statusCode,
      ).toBe(403);

      expect((await t.as(u.director, { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
      await elsewhere.db
        .updateTable('users')
        .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
        .where('id', '=', u.directorId)
        .execute();
      expect((await t.as(u.director, { method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    } finally {
      await elsewhere.close();
    }
  });
});
