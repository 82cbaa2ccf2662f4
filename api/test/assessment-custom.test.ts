import { NqaProgressSchema, QuestionAuthorSchema, QuestionSchema } from '@qip/shared-contracts';
import { testDialects } from './helpers/databases';
import { listQuestions } from './helpers/assessment';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';
import { errorOf, jsonOf } from './helpers/json';
import { anyOf } from './helpers/matchers';

const ELEMENT = 'nqs2018-1.3.1';

describe.each(testDialects())('custom goals and strengths (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  const create = (token: string, payload: Record<string, unknown>) =>
    t.as(token, { method: 'POST', url: '/api/questions', payload });
  const strength = (overrides: Record<string, unknown> = {}) => ({
    title: 'custom',
    type: 'critical_reflections',
    center_id: u.sunshineCenter,
    description: 'Our team reflects on every excursion together.',
    category_id: ELEMENT,
    status: 1,
    ...overrides,
  });
  const bankQuestion = async () =>
    (await listQuestions(t, u.director, { center_id: u.sunshineCenter, category_id: ELEMENT })).find(
      (question) => !question.isCustom,
    );
  const createdStrength = async (overrides: Record<string, unknown> = {}) => {
    const response = await create(u.educator, strength(overrides));
    expect(response.statusCode).toBe(201);
    return jsonOf(response, QuestionSchema);
  };

  describe('POST /api/questions', () => {
    it('adds a strength (status 1) posted by the caller, and it is listed with its author', async () => {
      const created = await createdStrength();
      expect(created).toMatchObject({
        isCustom: true,
        title: 'custom',
        label: '1.3.1',
        categoryId: ELEMENT,
        type: 'critical_reflections',
        status: 1,
        centerId: u.sunshineCenter,
        authorName: 'Eli Nguyen',
      });
      const listed = await listQuestions(t, u.director, { center_id: u.sunshineCenter, category_id: ELEMENT });
      expect(listed.find((question) => question.id === created.id)).toEqual(created);
    });

    it('adds a goal (status 2) when no status is given', async () => {
      const { status: _status, ...withoutStatus } = strength();
      const response = await create(u.director, withoutStatus);
      expect(response.statusCode).toBe(201);
      expect(jsonOf(response, QuestionSchema).status).toBe(2);
    });

    it('does not count custom items in progress', async () => {
      const before = jsonOf(
        await t.as(u.director, { method: 'GET', url: `/api/centers/${u.otherSunshineCenter}/nqa-progress` }),
        NqaProgressSchema,
      );
      await create(u.director, strength({ center_id: u.otherSunshineCenter }));
      const after = jsonOf(
        await t.as(u.director, { method: 'GET', url: `/api/centers/${u.otherSunshineCenter}/nqa-progress` }),
        NqaProgressSchema,
      );
      expect(after).toEqual(before);
    });

    it('is not seen by another centre', async () => {
      const created = await createdStrength();
      const other = await listQuestions(t, u.director, { center_id: u.otherSunshineCenter, category_id: ELEMENT });
      expect(other.some((question) => question.id === created.id)).toBe(false);
    });

    it('names bad input (400): empty description, a standard instead of an element, a wrong status', async () => {
      const empty = await create(u.director, strength({ description: '   ' }));
      expect(empty.statusCode).toBe(400);
      expect(errorOf(empty).fields?.[0]).toEqual({ field: 'body.description', message: 'This field is required.' });

      const standard = await create(u.director, strength({ category_id: 'nqs2018-1.3' }));
      expect(standard.statusCode).toBe(400);
      expect(errorOf(standard).fields?.[0]?.field).toBe('body.category_id');

      const badStatus = await create(u.director, strength({ status: 3 }));
      expect(badStatus.statusCode).toBe(400);
      expect(errorOf(badStatus).fields?.[0]).toEqual({
        field: 'body.status',
        message: 'must be 1 (Strength) or 2 (Goal)',
      });
    });

    it('refuses posting as someone else (403), a user of another centre (403) and a viewer (403)', async () => {
      const asOther = await create(u.educator, strength({ user_id: u.directorId }));
      expect(asOther.statusCode).toBe(403);
      expect((await create(u.bluegum, strength())).statusCode).toBe(403);
      expect((await create(u.viewer, strength())).statusCode).toBe(403);
    });
  });

  describe('PUT /api/question/{id}', () => {
    it('edits the text, and changes the kind only when a status is sent', async () => {
      const created = await createdStrength();
      const edited = await t.as(u.director, {
        method: 'PUT',
        url: `/api/question/${created.id}`,
        payload: { center_id: u.sunshineCenter, description: 'Reflection after every excursion, written up.' },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ description: 'Reflection after every excursion, written up.', status: 1 });

      const toGoal = await t.as(u.director, {
        method: 'PUT',
        url: `/api/question/${created.id}`,
        payload: { center_id: u.sunshineCenter, status: 2, qId: created.id, name: 'Dana Whitfield' },
      });
      expect(toGoal.json()).toMatchObject({ status: 2, description: 'Reflection after every excursion, written up.' });
    });

    it('archives an item, which leaves it out of the list', async () => {
      const created = await createdStrength();
      const archived = await t.as(u.director, {
        method: 'PUT',
        url: `/api/question/${created.id}`,
        payload: { center_id: u.sunshineCenter, archive: 1 },
      });
      expect(archived.json()).toMatchObject({ id: created.id, archive: 1 });
      const listed = await listQuestions(t, u.director, { center_id: u.sunshineCenter, category_id: ELEMENT });
      expect(listed.some((question) => question.id === created.id)).toBe(false);
    });

    it("answers 404 for a bank question and for another centre's item", async () => {
      const bank = await bankQuestion();
      const bankEdit = await t.as(u.director, {
        method: 'PUT',
        url: `/api/question/${bank!.id}`,
        payload: { center_id: u.sunshineCenter, description: 'Changed' },
      });
      expect(bankEdit.statusCode).toBe(404);

      const created = await createdStrength();
      const viaOwnCentre = await t.as(u.bluegum, {
        method: 'PUT',
        url: `/api/question/${created.id}`,
        payload: { center_id: u.bluegumCenter, description: 'Hijacked' },
      });
      expect(viaOwnCentre.statusCode).toBe(404);
    });

    it('refuses a user of another centre (403) and names bad input (400)', async () => {
      const created = await createdStrength();
      const foreign = await t.as(u.bluegum, {
        method: 'PUT',
        url: `/api/question/${created.id}`,
        payload: { center_id: u.sunshineCenter, description: 'Hijacked' },
      });
      expect(foreign.statusCode).toBe(403);
      const blank = await t.as(u.director, {
        method: 'PUT',
        url: `/api/question/${created.id}`,
        payload: { center_id: u.sunshineCenter, description: '' },
      });
      expect(blank.statusCode).toBe(400);
      expect(errorOf(blank).fields?.[0]?.field).toBe('body.description');
    });
  });

  describe('GET /api/question/author/{id}', () => {
    it("answers the custom item's author", async () => {
      const created = await createdStrength();
      const response = await t.as(u.director, { method: 'GET', url: `/api/question/author/${created.id}` });
      expect(response.statusCode).toBe(200);
      expect(jsonOf(response, QuestionAuthorSchema)).toEqual({ id: anyOf(String), name: 'Eli Nguyen' });
    });

    it('answers 404 for a bank question, and 403 to a user of another centre', async () => {
      const bank = await bankQuestion();
      expect((await t.as(u.director, { method: 'GET', url: `/api/question/author/${bank!.id}` })).statusCode).toBe(404);
      const created = await createdStrength();
      expect((await t.as(u.bluegum, { method: 'GET', url: `/api/question/author/${created.id}` })).statusCode).toBe(
        403,
      );
    });
  });

  describe('DELETE /api/questions/{id}/{id2}', () => {
    it('removes the item and its answer', async () => {
      const created = await createdStrength();
      const response = await t.as(u.director, {
        method: 'DELETE',
        url: `/api/questions/${created.id}/${ELEMENT}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      const listed = await listQuestions(t, u.director, { center_id: u.sunshineCenter, category_id: ELEMENT });
      expect(listed.some((question) => question.id === created.id)).toBe(false);
      const answers = await t.database.handle.db
        .selectFrom('question_results')
        .select('id')
        .where('question_id', '=', created.id)
        .execute();
      expect(answers).toEqual([]);
    });

    it('answers 404 when the element does not match, or for a bank question', async () => {
      const created = await createdStrength();
      expect(
        (await t.as(u.director, { method: 'DELETE', url: `/api/questions/${created.id}/nqs2018-1.3.2` })).statusCode,
      ).toBe(404);
      const bank = await bankQuestion();
      expect(
        (await t.as(u.director, { method: 'DELETE', url: `/api/questions/${bank!.id}/${ELEMENT}` })).statusCode,
      ).toBe(404);
    });

    it('refuses a user of another centre (403) and a viewer (403), and keeps the item', async () => {
      const created = await createdStrength();
      expect(
        (await t.as(u.bluegum, { method: 'DELETE', url: `/api/questions/${created.id}/${ELEMENT}` })).statusCode,
      ).toBe(403);
      expect(
        (await t.as(u.viewer, { method: 'DELETE', url: `/api/questions/${created.id}/${ELEMENT}` })).statusCode,
      ).toBe(403);
      const listed = await listQuestions(t, u.director, { center_id: u.sunshineCenter, category_id: ELEMENT });
      expect(listed.some((question) => question.id === created.id)).toBe(true);
    });
  });
});
