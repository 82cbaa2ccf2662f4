import { endpoints, LawComplianceSchema, type LawRegulation } from '@qip/shared-contracts';
import { testDialects } from './helpers/databases';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';
import { errorOf, jsonOf } from './helpers/json';
import { anyOf } from './helpers/matchers';

/** The answer of GET /api/laws-regulations-get/{nqa}. */
const LawListSchema = endpoints.lawsRegulations.list.response;

describe.each(testDialects())('laws and regulations (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;
  let area1: LawRegulation[];

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });
  beforeAll(async () => {
    area1 = jsonOf(await t.as(u.director, { method: 'GET', url: '/api/laws-regulations-get/1' }), LawListSchema);
  });

  const results = (token: string, center: string, nqa: number) =>
    t.as(token, { method: 'GET', url: `/api/laws-regulations-result-get-nqa/${center}/${nqa}` });
  const save = (token: string, payload: Record<string, unknown>) =>
    t.as(token, { method: 'POST', url: '/api/laws-regulations', payload });

  describe('GET /api/laws-regulations-get/{nqa}', () => {
    it('lists the laws that underpin an area, in order, with the elements they relate to', () => {
      expect(area1.map((law) => law.law_regulation)).toEqual([
        'Section 51(1)(b)',
        'Section 168',
        'Regulation 73',
        'Regulation 74',
        'Regulation 75',
        'Regulation 76',
        'Regulation 274A (NSW)',
        'Regulation 289A (NT)',
        'Regulation 298A (Qld)',
      ]);
      expect(area1[3]).toMatchObject({
        nqa: 1,
        nqs: '1.3.1',
        description: 'Documenting of child assessments or evaluations for delivery of educational program',
      });
    });

    it('leaves out the entries no public source confirmed', async () => {
      const area2 = jsonOf(
        await t.as(u.director, { method: 'GET', url: '/api/laws-regulations-get/2' }),
        LawListSchema,
      );
      const area7 = jsonOf(
        await t.as(u.director, { method: 'GET', url: '/api/laws-regulations-get/7' }),
        LawListSchema,
      );
      const refs = [...area2, ...area7].map((law) => law.law_regulation);
      expect(refs).not.toContain('Regulations 84A-84D');
      expect(refs).not.toContain('Regulation 168');
      expect(refs).not.toContain('Regulation 148');
      expect(refs).toContain('Regulation 81');
    });

    it('names an area outside 1-7 (400)', async () => {
      const response = await t.as(u.director, { method: 'GET', url: '/api/laws-regulations-get/0' });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields?.[0]?.field).toBe('params.nqa');
    });
  });

  describe("a centre's compliance", () => {
    it('starts empty: ratio 0, no record, every law without a result', async () => {
      const response = await results(u.director, u.otherSunshineCenter, 1);
      expect(response.statusCode).toBe(200);
      const compliance = jsonOf(response, LawComplianceSchema);
      expect(compliance).toMatchObject({ id: null, ratio: 0, compliance: 0, note: '' });
      expect(compliance.counts).toEqual({
        compliant: 0,
        nonCompliant: 0,
        notApplicable: 0,
        unanswered: 9,
        total: 9,
      });
      expect(compliance.laws.every((law) => !law.hasResult && law.result === null)).toBe(true);
    });

    it('POST records results and a note, and a second POST updates the same record', async () => {
      const first = await save(u.educator, {
        center_id: u.sunshineCenter,
        nqa_id: 1,
        lar_result: [
          { lar_id: area1[0]!.id, result: 1 },
          { lar_id: area1[1]!.id, result: 2 },
          { lar_id: area1[6]!.id, result: 3 },
        ],
        note: 'Checked with the approved provider.',
      });
      expect(first.statusCode).toBe(201);
      const saved = jsonOf(first, LawComplianceSchema);
      expect(saved).toMatchObject({
        id: anyOf(String),
        note: 'Checked with the approved provider.',
        compliance: 0,
      });
      expect(saved.ratio).toBeCloseTo(3 / 9);
      expect(saved.counts).toMatchObject({ compliant: 1, nonCompliant: 1, notApplicable: 1, unanswered: 6 });
      expect(saved.laws[1]).toMatchObject({ hasResult: true, result: 2, resultId: anyOf(String) });

      const second = await save(u.director, {
        center_id: u.sunshineCenter,
        nqa_id: 1,
        lar_result: [{ lar_id: area1[1]!.id, result: 1 }],
      });
      expect(second.json()).toMatchObject({ id: saved.id, note: 'Checked with the approved provider.' });
      expect(jsonOf(second, LawComplianceSchema).counts).toMatchObject({ compliant: 2, nonCompliant: 0 });
    });

    it('PUT updates the record until every law has a result: ratio 1, compliance 1', async () => {
      const current = jsonOf(await results(u.director, u.sunshineCenter, 1), LawComplianceSchema);
      const response = await t.as(u.director, {
        method: 'PUT',
        url: `/api/laws-regulations-result-update/${current.id}`,
        payload: { lar_result: area1.map((law) => ({ lar_id: law.id, result: 1 })), note: 'All compliant.' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: current.id, ratio: 1, compliance: 1, note: 'All compliant.' });
      expect(jsonOf(await results(u.educator, u.sunshineCenter, 1), LawComplianceSchema).ratio).toBe(1);
    });

    it('names bad input (400): a law of another area, a result outside 1-3, a missing area', async () => {
      const area2 = jsonOf(
        await t.as(u.director, { method: 'GET', url: '/api/laws-regulations-get/2' }),
        LawListSchema,
      );
      const otherArea = await save(u.director, {
        center_id: u.otherSunshineCenter,
        nqa_id: 1,
        lar_result: [{ lar_id: area2[0]!.id, result: 1 }],
      });
      expect(otherArea.statusCode).toBe(400);
      expect(errorOf(otherArea).fields?.[0]).toEqual({
        field: 'body.lar_result.0.lar_id',
        message: 'is not a law of this quality area',
      });

      const badResult = await save(u.director, {
        center_id: u.otherSunshineCenter,
        nqa_id: 1,
        lar_result: [{ lar_id: area1[0]!.id, result: 4 }],
      });
      expect(badResult.statusCode).toBe(400);
      expect(errorOf(badResult).fields?.[0]?.field).toBe('body.lar_result.0.result');

      const noArea = await save(u.director, { center_id: u.otherSunshineCenter, lar_result: [] });
      expect(noArea.statusCode).toBe(400);
      expect(errorOf(noArea).fields?.[0]?.field).toBe('body.nqa_id');

      expect(jsonOf(await results(u.director, u.otherSunshineCenter, 1), LawComplianceSchema).id).toBeNull();
    });

    it('answers 404 for an unknown record', async () => {
      const response = await t.as(u.director, {
        method: 'PUT',
        url: '/api/laws-regulations-result-update/no-such',
        payload: { note: 'x' },
      });
      expect(response.statusCode).toBe(404);
    });

    it('refuses a user of another centre (403) on reading, creating and updating', async () => {
      expect((await results(u.bluegum, u.sunshineCenter, 1)).statusCode).toBe(403);
      const create = await save(u.bluegum, {
        center_id: u.sunshineCenter,
        nqa_id: 2,
        lar_result: [],
      });
      expect(create.statusCode).toBe(403);
      const current = jsonOf(await results(u.director, u.sunshineCenter, 1), LawComplianceSchema);
      const update = await t.as(u.bluegum, {
        method: 'PUT',
        url: `/api/laws-regulations-result-update/${current.id}`,
        payload: { note: 'Hijacked' },
      });
      expect(update.statusCode).toBe(403);
      expect(jsonOf(await results(u.director, u.sunshineCenter, 1), LawComplianceSchema).note).toBe('All compliant.');
    });

    it('refuses a viewer session (403)', async () => {
      const response = await save(u.viewer, { center_id: u.sunshineCenter, nqa_id: 3, lar_result: [] });
      expect(response.statusCode).toBe(403);
    });
  });
});
