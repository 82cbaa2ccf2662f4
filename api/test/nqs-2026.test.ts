import { CategoriesSchema, endpoints, NqaListSchema, AreaProgressTreeSchema } from '@qip/shared-contracts';
import { loadNqsStructure } from '../src/shared/nqs.repository';
import { elementsChangedForCenter } from '../src/shared/nqsChanges.service';
import { listQuestions } from './helpers/assessment';
import { testDialects } from './helpers/databases';
import { errorOf, jsonOf } from './helpers/json';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';

const CHILD_SAFETY = 'nqs2018-2.2.3';
const MANAGEMENT = 'nqs2018-7.1.2';
/** Under the 2018 wording: before the NQS of 2026 was loaded. */
const IN_2025 = '2025-06-01T09:00:00.000Z';

describe.each(testDialects())('the NQS of 1 January 2026 (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  const changes = async (centerId: string, token = u.director) => {
    const response = await t.as(token, { method: 'GET', url: '/api/nqs-changes', query: { center_id: centerId } });
    expect(response.statusCode).toBe(200);
    return jsonOf(response, endpoints.nqsChanges.list.response);
  };
  const review = (token: string, centerId: string, categoryId = CHILD_SAFETY) =>
    t.as(token, {
      method: 'POST',
      url: '/api/nqs-changes/review',
      payload: { center_id: centerId, category_id: categoryId },
    });
  const stateOf = async (centerId: string, categoryId = CHILD_SAFETY) =>
    (await changes(centerId)).elements.find((element) => element.categoryId === categoryId);

  /** Answers the first question of an element, as it was answered in 2025 when `dated` says so. */
  const answer = async (centerId: string, elementId: string, dated?: string) => {
    const [question] = await listQuestions(t, u.director, { center_id: centerId, category_id: elementId });
    const response = await t.as(u.director, {
      method: 'POST',
      url: '/api/question/comply',
      payload: { center_id: centerId, question_id: question!.id, result: 1 },
    });
    expect(response.statusCode).toBe(200);
    if (dated) {
      await t.app.db
        .updateTable('question_results')
        .set({ created_at: dated, answered_at: dated, updated_at: dated })
        .where('center_id', '=', centerId)
        .where('question_id', '=', question!.id)
        .execute();
    }
  };

  describe('the version in force', () => {
    it('is the NQS of 2026, with 2.2.3 renamed and the same 40 elements under their 2018 ids', async () => {
      const { version, categories } = jsonOf(
        await t.as(u.director, { method: 'GET', url: '/api/categories' }),
        CategoriesSchema,
      );
      expect(version).toEqual({
        id: 'nqs2026',
        name: 'National Quality Standard 2026',
        effectiveFrom: '2026-01-01',
        current: true,
      });
      expect(categories.filter((category) => category.kind === 'element')).toHaveLength(40);
      expect(categories).toContainEqual(
        expect.objectContaining({ id: CHILD_SAFETY, label: '2.2.3', title: 'Child safety and protection' }),
      );
      expect(categories).toContainEqual(
        expect.objectContaining({ id: MANAGEMENT, label: '7.1.2', title: 'Management systems' }),
      );
      expect(categories.map((category) => category.title)).not.toContain('Child protection');

      const list = jsonOf(await t.as(u.director, { method: 'GET', url: '/api/nqa' }), NqaListSchema);
      expect(list.version.id).toBe('nqs2026');
      expect(list.areas.find((area) => area.id === 2)?.questions).toBeGreaterThan(0);
    });

    it("names 2.2.3 'Child safety and protection' on the area page and still lists its questions", async () => {
      const response = await t.as(u.director, {
        method: 'GET',
        url: '/api/category/2',
        query: { center_id: u.sunshineCenter },
      });
      expect(response.statusCode).toBe(200);
      const tree = jsonOf(response, AreaProgressTreeSchema);
      const subLevels = tree.levels.flatMap((level) => level.subLevels);
      expect(subLevels.find((subLevel) => subLevel.label === '2.2.3')?.name).toBe('Child safety and protection');
      const questions = await listQuestions(t, u.director, { center_id: u.sunshineCenter, category_id: CHILD_SAFETY });
      expect(questions.length).toBeGreaterThanOrEqual(6);
      expect(questions.every((question) => question.categoryId === CHILD_SAFETY)).toBe(true);
    });

    it("names 2.2.3 'Child safety and protection' on a task set on one of its questions", async () => {
      const [question] = await listQuestions(t, u.director, { center_id: u.sunshineCenter, category_id: CHILD_SAFETY });
      const response = await t.as(u.director, {
        method: 'POST',
        url: '/api/tasks',
        payload: {
          centerId: u.sunshineCenter,
          questionId: question!.id,
          type: 'evidence',
          name: 'File the reporting procedure',
          summary: 'The steps to report a concern, on the office wall',
          taskDue: '2026-12-01',
          status: 1,
          asignee: u.directorId,
        },
      });
      expect(response.statusCode).toBeLessThan(300);
      const task = jsonOf(response, endpoints.tasks.create.response);
      expect(task.info).toMatchObject({ nqaLabel: '2.2.3', nqaSubLevel: '2.2.3 Child safety and protection' });
      expect(task.info.nqaLevel).toBe('2.2 Safety');
    });

    it('keeps the NQS of 2018 loadable as it was, no longer current', async () => {
      const nqs2018 = await loadNqsStructure(t.app.db, 'nqs2018');
      expect(nqs2018.version).toMatchObject({ id: 'nqs2018', effectiveFrom: '2018-02-01', current: false });
      expect(nqs2018.byId.get(CHILD_SAFETY)?.title).toBe('Child protection');
      expect(nqs2018.changes.size).toBe(0);
      const current = await loadNqsStructure(t.app.db);
      expect(current.rowsVersionId).toBe('nqs2018');
      expect([...current.changes.keys()].sort()).toEqual([CHILD_SAFETY, MANAGEMENT]);
    });
  });

  describe("'changed since you answered'", () => {
    it('flags an element a centre answered before the revision, not one it answered after or never', async () => {
      await answer(u.sunshineCenter, CHILD_SAFETY, IN_2025);
      await answer(u.otherSunshineCenter, CHILD_SAFETY);
      const { version, elements } = await changes(u.sunshineCenter);
      expect(version.id).toBe('nqs2026');
      expect(elements).toEqual([
        expect.objectContaining({
          categoryId: CHILD_SAFETY,
          label: '2.2.3',
          areaId: 2,
          title: 'Child safety and protection',
          previousTitle: 'Child protection',
          answeredBefore: true,
          flagged: true,
          reviewedAt: null,
        }),
        expect.objectContaining({
          categoryId: MANAGEMENT,
          label: '7.1.2',
          title: 'Management systems',
          answeredBefore: false,
          flagged: false,
        }),
      ]);
      expect(elements[1]?.summary).toContain('child safe service');
      expect((await stateOf(u.otherSunshineCenter))?.flagged).toBe(false);
      expect(await elementsChangedForCenter(t.app.db, u.sunshineCenter)).toEqual([
        expect.objectContaining({ categoryId: CHILD_SAFETY, title: 'Child safety and protection', flagged: true }),
        expect.objectContaining({ categoryId: MANAGEMENT, flagged: false, reviewed: false }),
      ]);
    });

    it('flags 7.1.2 for a note written before the revision, though no result was given', async () => {
      const [question] = await listQuestions(t, u.director, { center_id: u.sunshineCenter, category_id: MANAGEMENT });
      await t.app.db
        .insertInto('question_results')
        .values({
          id: 'nqs2026-test-note',
          center_id: u.sunshineCenter,
          question_id: question!.id,
          status: 0,
          notes: 'Our governance policy was reviewed.',
          evidence_note: null,
          goal_strategy: null,
          self_assessment: null,
          answered_at: null,
          updated_by: null,
          created_at: IN_2025,
          updated_at: IN_2025,
        })
        .execute();
      expect((await stateOf(u.sunshineCenter, MANAGEMENT))?.flagged).toBe(true);
    });

    it('is cleared for that centre only when a member marks it reviewed, who and when kept', async () => {
      await answer(u.otherSunshineCenter, CHILD_SAFETY, IN_2025);
      expect((await stateOf(u.otherSunshineCenter))?.flagged).toBe(true);

      const response = await review(u.educator, u.sunshineCenter);
      expect(response.statusCode).toBe(200);
      const reviewed = jsonOf(response, endpoints.nqsChanges.review.response);
      expect(reviewed).toMatchObject({ categoryId: CHILD_SAFETY, answeredBefore: true, flagged: false });
      expect(reviewed.reviewedAt).not.toBeNull();
      expect(reviewed.reviewedByName).toEqual(expect.any(String));

      expect((await stateOf(u.sunshineCenter))?.flagged).toBe(false);
      expect((await stateOf(u.otherSunshineCenter))?.flagged).toBe(true);
      expect(await elementsChangedForCenter(t.app.db, u.sunshineCenter)).toContainEqual(
        expect.objectContaining({ categoryId: CHILD_SAFETY, flagged: false, reviewed: true }),
      );
      // Reviewing again only renews the record.
      expect((await review(u.director, u.sunshineCenter)).statusCode).toBe(200);
      const rows = await t.app.db
        .selectFrom('nqs_change_reviews')
        .select('reviewed_by')
        .where('center_id', '=', u.sunshineCenter)
        .execute();
      expect(rows).toEqual([{ reviewed_by: u.directorId }]);
    });

    it('refuses a review from another tenant, a viewer, for an unchanged element or while the subscription blocks writes', async () => {
      expect((await review(u.bluegum, u.otherSunshineCenter)).statusCode).toBe(403);
      expect((await review(u.viewer, u.otherSunshineCenter)).statusCode).toBe(403);
      const unchanged = await review(u.director, u.otherSunshineCenter, 'nqs2018-1.1.1');
      expect(unchanged.statusCode).toBe(404);
      expect(errorOf(unchanged).message).toBe('This element did not change in the NQS in force.');

      const blocked = await t.app.db
        .selectFrom('centers')
        .select('trial_ends_at')
        .where('id', '=', u.otherSunshineCenter)
        .executeTakeFirstOrThrow();
      await t.app.db
        .updateTable('centers')
        .set({ trial_ends_at: '2020-01-01T00:00:00.000Z' })
        .where('id', '=', u.otherSunshineCenter)
        .execute();
      try {
        expect((await review(u.director, u.otherSunshineCenter)).statusCode).toBe(403);
      } finally {
        await t.app.db
          .updateTable('centers')
          .set({ trial_ends_at: blocked.trial_ends_at })
          .where('id', '=', u.otherSunshineCenter)
          .execute();
      }
      expect((await stateOf(u.otherSunshineCenter))?.flagged).toBe(true);
      const listed = await t.as(u.bluegum, {
        method: 'GET',
        url: '/api/nqs-changes',
        query: { center_id: u.otherSunshineCenter },
      });
      expect(listed.statusCode).toBe(403);
    });
  });

  it("shows the demo service's 2.2.3 flagged, as the seed answered it in 2025", async () => {
    expect((await stateOf(u.paddington))?.flagged).toBe(true);
  });
});
