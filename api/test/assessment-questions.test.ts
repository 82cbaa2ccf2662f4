import { testDialects } from './helpers/databases';
import { listQuestions } from './helpers/assessment';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';
import { errorOf } from './helpers/json';
import { anyOf } from './helpers/matchers';

describe.each(testDialects())('questions and answers (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  const comply = (token: string, payload: Record<string, unknown>) =>
    t.as(token, { method: 'POST', url: '/api/question/comply', payload });

  describe('GET /api/questions', () => {
    it("lists an element's questions with the spec's fields, unanswered at first", async () => {
      const questions = await listQuestions(t, u.director, {
        center_id: u.sunshineCenter,
        category_id: 'nqs2018-1.1.1',
      });
      expect(questions.length).toBeGreaterThanOrEqual(6);
      expect(new Set(questions.map((question) => question.label))).toEqual(new Set(['1.1.1']));
      expect(questions[0]).toMatchObject({
        type: 'embedded',
        categoryId: 'nqs2018-1.1.1',
        areaId: 1,
        status: 0,
        isCustom: false,
        centerId: null,
        cqrId: null,
        archive: 0,
      });
      expect(questions[0]!.title).not.toBe('');
      expect(questions[0]!.yesDescription).not.toBe('');
      expect(questions[0]!.noDescription).not.toBe('');
    });

    it('filters by category (type), and takes an area or standard to mean every element under it', async () => {
      const partnerships = await listQuestions(t, u.director, {
        center_id: u.sunshineCenter,
        category_id: 'nqs2018-1.1.1',
        type: 'partnerships_with_family',
      });
      expect(partnerships.length).toBeGreaterThanOrEqual(2);
      expect(partnerships.every((question) => question.type === 'partnerships_with_family')).toBe(true);

      const area = await listQuestions(t, u.director, { center_id: u.sunshineCenter, category_id: 'nqs2018-1' });
      expect(new Set(area.map((question) => question.areaId))).toEqual(new Set([1]));
      expect(area.some((question) => question.label === '1.3.1')).toBe(true);
    });

    it('names a bad filter (400): unknown category, unknown type, missing centre', async () => {
      const unknownCategory = await t.as(u.director, {
        method: 'GET',
        url: '/api/questions',
        query: { center_id: u.sunshineCenter, category_id: 'nqs2018-9.9.9' },
      });
      expect(unknownCategory.statusCode).toBe(400);
      expect(errorOf(unknownCategory).fields?.[0]?.field).toBe('query.category_id');

      const unknownType = await t.as(u.director, {
        method: 'GET',
        url: '/api/questions',
        query: { center_id: u.sunshineCenter, type: 'nonsense' },
      });
      expect(unknownType.statusCode).toBe(400);
      expect(errorOf(unknownType).fields?.[0]?.field).toBe('query.type');

      const noCenter = await t.as(u.director, { method: 'GET', url: '/api/questions' });
      expect(noCenter.statusCode).toBe(400);
      expect(errorOf(noCenter).fields?.[0]?.field).toBe('query.center_id');
    });

    it('refuses a user of another centre (403)', async () => {
      const response = await t.as(u.bluegum, {
        method: 'GET',
        url: '/api/questions',
        query: { center_id: u.sunshineCenter },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('POST /api/question/comply', () => {
    it('saves Yes, No and Not applicable, and any status may change to any other', async () => {
      const [question] = await listQuestions(t, u.director, {
        center_id: u.sunshineCenter,
        category_id: 'nqs2018-2.1.1',
      });
      for (const result of [1, 2, 3, 0, 2]) {
        const response = await comply(u.director, {
          center_id: u.sunshineCenter,
          question_id: question!.id,
          result,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ id: question!.id, status: result });
      }
      const [reread] = await listQuestions(t, u.director, {
        center_id: u.sunshineCenter,
        category_id: 'nqs2018-2.1.1',
      });
      expect(reread).toMatchObject({ status: 2, cqrId: anyOf(String) });
    });

    it('keeps an answer per centre: another centre of the same account is untouched', async () => {
      const [question] = await listQuestions(t, u.director, {
        center_id: u.sunshineCenter,
        category_id: 'nqs2018-2.1.1',
      });
      const other = await listQuestions(t, u.director, {
        center_id: u.otherSunshineCenter,
        category_id: 'nqs2018-2.1.1',
      });
      expect(question!.status).not.toBe(0);
      expect(other.find((candidate) => candidate.id === question!.id)?.status).toBe(0);
    });

    it('saves notes, the goal strategy and the self-assessment text without touching the answer', async () => {
      const [, question] = await listQuestions(t, u.educator, {
        center_id: u.sunshineCenter,
        category_id: 'nqs2018-1.3.1',
      });
      await comply(u.educator, { center_id: u.sunshineCenter, question_id: question!.id, result: 2 });
      const response = await comply(u.educator, {
        center_id: u.sunshineCenter,
        question_id: question!.id,
        notes: 'Talk to the educational leader on Monday.',
        goalStrategy: 'Weekly planning meeting per room.',
        self_assessment: 'Observations are not linked to the next plan.',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 2,
        notes: 'Talk to the educational leader on Monday.',
        goalStrategy: 'Weekly planning meeting per room.',
        selfAssessment: 'Observations are not linked to the next plan.',
      });

      const cleared = await comply(u.educator, { center_id: u.sunshineCenter, question_id: question!.id, notes: null });
      expect(cleared.json()).toMatchObject({
        status: 2,
        notes: null,
        goalStrategy: 'Weekly planning meeting per room.',
      });
    });

    it('answers the question as a later read gives it: the answer as saved, its evidence count and all', async () => {
      const [, , question] = await listQuestions(t, u.director, {
        center_id: u.sunshineCenter,
        category_id: 'nqs2018-3.1.1',
      });
      const first = await comply(u.director, { center_id: u.sunshineCenter, question_id: question!.id, result: 1 });
      const evidence = await t.as(u.director, {
        method: 'POST',
        url: '/api/question/evidence',
        payload: {
          title: 'comment',
          label: 'Garden',
          cqr_id: first.json<{ cqrId: string }>().cqrId,
          name: '<p>Seen</p>',
        },
      });
      expect(evidence.statusCode).toBe(201);
      const response = await comply(u.director, {
        center_id: u.sunshineCenter,
        question_id: question!.id,
        notes: 'Photographs in the folder.',
      });
      const reread = await t.as(u.director, {
        method: 'GET',
        url: '/api/question/0',
        query: { id: question!.id, center_id: u.sunshineCenter },
      });
      expect(response.json()).toMatchObject({
        status: 1,
        notes: 'Photographs in the folder.',
        evidenceCount: 1,
        version: 2,
      });
      expect(response.json()).toEqual(reread.json());
    });

    it('names bad input (400) and writes nothing', async () => {
      const [question] = await listQuestions(t, u.director, {
        center_id: u.otherSunshineCenter,
        category_id: 'nqs2018-1.1.1',
      });
      const badResult = await comply(u.director, {
        center_id: u.otherSunshineCenter,
        question_id: question!.id,
        result: 5,
      });
      expect(badResult.statusCode).toBe(400);
      expect(errorOf(badResult).fields?.[0]?.field).toBe('body.result');

      const nothingToSave = await comply(u.director, { center_id: u.otherSunshineCenter, question_id: question!.id });
      expect(nothingToSave.statusCode).toBe(400);
      expect(errorOf(nothingToSave).message).toContain('Send at least one of');

      const tooLong = await comply(u.director, {
        center_id: u.otherSunshineCenter,
        question_id: question!.id,
        notes: 'x'.repeat(5001),
      });
      expect(tooLong.statusCode).toBe(400);
      expect(errorOf(tooLong).fields?.[0]).toEqual({
        field: 'body.notes',
        message: 'Must be at most 5000 characters.',
      });

      const [reread] = await listQuestions(t, u.director, {
        center_id: u.otherSunshineCenter,
        category_id: 'nqs2018-1.1.1',
      });
      expect(reread).toMatchObject({ status: 0, notes: null, cqrId: null });
    });

    it('answers 404 for a question that does not exist', async () => {
      const response = await comply(u.director, { center_id: u.sunshineCenter, question_id: 'no-such', result: 1 });
      expect(response.statusCode).toBe(404);
    });

    it('refuses a user of another centre (403)', async () => {
      const [question] = await listQuestions(t, u.director, {
        center_id: u.sunshineCenter,
        category_id: 'nqs2018-1.1.1',
      });
      const response = await comply(u.bluegum, { center_id: u.sunshineCenter, question_id: question!.id, result: 1 });
      expect(response.statusCode).toBe(403);
    });

    it('refuses a viewer session: it cannot write', async () => {
      const [question] = await listQuestions(t, u.director, {
        center_id: u.sunshineCenter,
        category_id: 'nqs2018-1.1.1',
      });
      const response = await comply(u.viewer, { center_id: u.sunshineCenter, question_id: question!.id, result: 1 });
      expect(response.statusCode).toBe(403);
      const reread = await listQuestions(t, u.viewer, { center_id: u.sunshineCenter, category_id: 'nqs2018-1.1.1' });
      expect(reread[0]!.status).toBe(question!.status);
    });
  });

  describe('GET /api/question/0', () => {
    it('answers one question by id, with the centre answer when center_id is given', async () => {
      const [question] = await listQuestions(t, u.director, {
        center_id: u.sunshineCenter,
        category_id: 'nqs2018-2.1.1',
      });
      const withAnswer = await t.as(u.director, {
        method: 'GET',
        url: '/api/question/0',
        query: { id: question!.id, center_id: u.sunshineCenter },
      });
      expect(withAnswer.statusCode).toBe(200);
      expect(withAnswer.json()).toEqual(question);

      const bare = await t.as(u.bluegum, { method: 'GET', url: '/api/question/0', query: { id: question!.id } });
      expect(bare.statusCode).toBe(200);
      expect(bare.json()).toMatchObject({ id: question!.id, status: 0, cqrId: null });
    });

    it('answers 404 for an unknown id and 400 without one', async () => {
      expect(
        (await t.as(u.director, { method: 'GET', url: '/api/question/0', query: { id: 'no-such' } })).statusCode,
      ).toBe(404);
      const missing = await t.as(u.director, { method: 'GET', url: '/api/question/0' });
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing).fields?.[0]?.field).toBe('query.id');
    });

    it("refuses another centre's answers (403)", async () => {
      const [question] = await listQuestions(t, u.director, {
        center_id: u.sunshineCenter,
        category_id: 'nqs2018-2.1.1',
      });
      const response = await t.as(u.bluegum, {
        method: 'GET',
        url: '/api/question/0',
        query: { id: question!.id, center_id: u.sunshineCenter },
      });
      expect(response.statusCode).toBe(403);
    });
  });
});
