import {
  AreaProgressTreeSchema,
  CategoriesSchema,
  NqaListSchema,
  NqaProgressSchema,
  QUESTION_CATEGORIES,
  QuestionSchema,
} from '@qip/shared-contracts';
import { QUESTION_BANK } from '../src/db/migrations/data/0003_questions';
import { testDialects } from './helpers/databases';
import { listQuestions } from './helpers/assessment';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';
import { errorOf, jsonOf } from './helpers/json';

describe.each(testDialects())('the NQS structure and progress (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  describe('GET /api/categories', () => {
    it('lists the 7 areas, 15 standards and 40 elements of the current NQS, with their real names', async () => {
      const response = await t.as(u.director, { method: 'GET', url: '/api/categories' });
      expect(response.statusCode).toBe(200);
      const { version, categories } = jsonOf(response, CategoriesSchema);
      expect(version).toMatchObject({ id: 'nqs2026', current: true, effectiveFrom: '2026-01-01' });
      const kinds = (kind: string) => categories.filter((category) => category.kind === kind);
      expect(kinds('area')).toHaveLength(7);
      expect(kinds('standard')).toHaveLength(15);
      expect(kinds('element')).toHaveLength(40);
      expect(kinds('area').map((area) => area.title)).toEqual([
        'Educational program and practice',
        "Children's health and safety",
        'Physical environment',
        'Staffing arrangements',
        'Relationships with children',
        'Collaborative partnerships with families and communities',
        'Governance and leadership',
      ]);
      expect(categories).toContainEqual(
        expect.objectContaining({
          label: '1.3.2',
          kind: 'element',
          title: 'Critical reflection',
          parent: 'nqs2018-1.3',
          areaId: 1,
        }),
      );
    });

    it('needs a signed-in user (401)', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('the question bank the migration loads', () => {
    it('loads every question of the bank, at least two per element in each category', async () => {
      const rows = await t.database.handle.db
        .selectFrom('questions')
        .select(['label', 'type', 'title', 'description', 'yes_description', 'no_description'])
        .where('center_id', 'is', null)
        .execute();
      expect(rows).toHaveLength(QUESTION_BANK.length);
      const { categories } = jsonOf(
        await t.as(u.director, { method: 'GET', url: '/api/categories' }),
        CategoriesSchema,
      );
      const short = categories
        .filter((category) => category.kind === 'element')
        .flatMap((element) =>
          QUESTION_CATEGORIES.filter(
            (type) => rows.filter((row) => row.label === element.label && row.type === type).length < 2,
          ).map((type) => `${element.label} ${type}`),
        );
      expect(short).toEqual([]);
      expect(rows.every((row) => row.title && row.description && row.yes_description && row.no_description)).toBe(true);
    });

    it('gives the questions stable ids made from element, category and place', async () => {
      const first = QUESTION_BANK.find((seed) => seed.element === '1.3.1' && seed.category === 'embedded')!;
      const response = await t.as(u.director, {
        method: 'GET',
        url: '/api/question/0',
        query: { id: 'nqs2018-1.3.1-embedded-1' },
      });
      expect(response.statusCode).toBe(200);
      expect(jsonOf(response, QuestionSchema).title).toBe(first.title.trim());
    });
  });

  describe('the demo seed', () => {
    it('has Sunshine Newtown under way (NQA3 finished, NQA1 not started) and leaves Bluegum untouched', async () => {
      const db = t.database.handle.db;
      const newtown = await db
        .selectFrom('centers')
        .select('id')
        .where('name', '=', 'Sunshine Newtown')
        .executeTakeFirstOrThrow();
      const progress = jsonOf(
        await t.as(u.director, { method: 'GET', url: `/api/centers/${newtown.id}/nqa-progress` }),
        NqaProgressSchema,
      );
      expect(progress.nqaItems[0]).toEqual({ id: 1, completed: 0 });
      expect(progress.nqaItems[2]).toEqual({ id: 3, completed: 100 });
      expect(progress.totalProgress).toBeGreaterThan(0);

      const bluegum = jsonOf(
        await t.as(u.bluegum, { method: 'GET', url: `/api/centers/${u.bluegumCenter}/nqa-progress` }),
        NqaProgressSchema,
      );
      expect(bluegum.totalProgress).toBe(0);
      const bluegumItems = await db
        .selectFrom('questions')
        .select('id')
        .where('center_id', '=', u.bluegumCenter)
        .execute();
      expect(bluegumItems).toEqual([]);
    });
  });

  describe('GET /api/nqa', () => {
    it('lists the seven quality areas with their size', async () => {
      const response = await t.as(u.educator, { method: 'GET', url: '/api/nqa' });
      expect(response.statusCode).toBe(200);
      const { areas } = jsonOf(response, NqaListSchema);
      expect(areas.map((area) => area.name)).toEqual(['NQA1', 'NQA2', 'NQA3', 'NQA4', 'NQA5', 'NQA6', 'NQA7']);
      expect(areas[0]).toMatchObject({ id: 1, standards: 3, elements: 9 });
      expect(areas.reduce((total, area) => total + area.elements, 0)).toBe(40);
      expect(areas[0]?.questions).toBeGreaterThan(0);
    });
  });

  describe('progress', () => {
    it('GET /api/centers/{id}/nqa-progress answers 0 everywhere before any answer', async () => {
      const response = await t.as(u.director, {
        method: 'GET',
        url: `/api/centers/${u.otherSunshineCenter}/nqa-progress`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        totalProgress: 0,
        nqaItems: [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, completed: 0 })),
      });
    });

    it('GET /api/category/{id} answers the progress tree of an area: levels and sub-levels', async () => {
      const response = await t.as(u.director, {
        method: 'GET',
        url: '/api/category/1',
        query: { center_id: u.sunshineCenter },
      });
      expect(response.statusCode).toBe(200);
      const tree = jsonOf(response, AreaProgressTreeSchema);
      expect(tree).toMatchObject({ id: 1, name: 'NQA1', title: 'Educational program and practice' });
      expect(tree.levels.map((level) => [level.label, level.title])).toEqual([
        ['1.1', 'Program'],
        ['1.2', 'Practice'],
        ['1.3', 'Assessment and planning'],
      ]);
      expect(tree.levels[2]?.subLevels.map((subLevel) => subLevel.name)).toEqual([
        'Assessment and planning cycle',
        'Critical reflection',
        'Information for families',
      ]);
      expect(tree.levels[2]?.info).toMatch(/^3 elements, \d+ of \d+ questions answered$/);
    });

    it('moves the element, level, area and total together when a question is answered', async () => {
      const [first] = await listQuestions(t, u.director, {
        center_id: u.sunshineCenter,
        category_id: 'nqs2018-1.3.1',
      });
      const before = jsonOf(
        await t.as(u.director, { method: 'GET', url: '/api/category/1', query: { center_id: u.sunshineCenter } }),
        AreaProgressTreeSchema,
      );
      const comply = await t.as(u.director, {
        method: 'POST',
        url: '/api/question/comply',
        payload: { center_id: u.sunshineCenter, question_id: first!.id, result: 3 },
      });
      expect(comply.statusCode).toBe(200);

      const after = jsonOf(
        await t.as(u.director, { method: 'GET', url: '/api/category/1', query: { center_id: u.sunshineCenter } }),
        AreaProgressTreeSchema,
      );
      const element = after.levels[2]!.subLevels[0]!;
      expect(element.answered).toBe(before.levels[2]!.subLevels[0]!.answered + 1);
      expect(element.completed).toBeCloseTo((element.answered / element.questions) * 100, 1);
      expect(after.levels[2]!.answered).toBe(before.levels[2]!.answered + 1);
      expect(after.answered).toBe(before.answered + 1);

      const progress = jsonOf(
        await t.as(u.director, { method: 'GET', url: `/api/centers/${u.sunshineCenter}/nqa-progress` }),
        NqaProgressSchema,
      );
      expect(progress.nqaItems[0]).toEqual({ id: 1, completed: after.completed });
      expect(progress.totalProgress).toBeGreaterThan(0);
    });

    it('refuses a user of another centre (403) on both progress routes', async () => {
      const byCategory = await t.as(u.bluegum, {
        method: 'GET',
        url: '/api/category/1',
        query: { center_id: u.sunshineCenter },
      });
      expect(byCategory.statusCode).toBe(403);
      const byCenter = await t.as(u.bluegum, { method: 'GET', url: `/api/centers/${u.sunshineCenter}/nqa-progress` });
      expect(byCenter.statusCode).toBe(403);
      expect(errorOf(byCenter).message).toBe('You do not have access to this service.');
    });

    it('names the bad field: an area outside 1-7, a missing centre (400)', async () => {
      const badArea = await t.as(u.director, {
        method: 'GET',
        url: '/api/category/8',
        query: { center_id: u.sunshineCenter },
      });
      expect(badArea.statusCode).toBe(400);
      expect(errorOf(badArea).fields?.[0]).toEqual({
        field: 'params.id',
        message: 'must be a quality area from 1 to 7',
      });
      const noCenter = await t.as(u.director, { method: 'GET', url: '/api/category/1' });
      expect(noCenter.statusCode).toBe(400);
      expect(errorOf(noCenter).fields?.[0]?.field).toBe('query.center_id');
    });
  });
});
