import { endpoints } from '@qip/shared-contracts';
import { newId } from '../src/lib/ids';
import { testDialects } from './helpers/databases';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';
import { errorOf, jsonOf } from './helpers/json';

/** The answer of GET /api/reports. */
const ReportListSchema = endpoints.reports.list.response;

describe.each(testDialects())('GET /api/reports (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  const list = (token: string, query: Record<string, string>) =>
    t.as(token, { method: 'GET', url: '/api/reports', query });

  it('answers an empty list for a centre without reports', async () => {
    const response = await list(u.director, { center_id: u.sunshineCenter });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("lists a centre's reports newest first, with the centre and who made them; user_id narrows it", async () => {
    const db = t.database.handle.db;
    await db
      .insertInto('reports')
      .values([
        {
          id: newId(),
          center_id: u.sunshineCenter,
          user_id: u.directorId,
          report_label: 'Term 1 goals',
          type: 1,
          filters: 'NQA1,2',
          file_key: null,
          created_at: '2026-03-01T00:00:00.000Z',
        },
        {
          id: newId(),
          center_id: u.sunshineCenter,
          user_id: u.educatorId,
          report_label: 'Strengths for the board',
          type: 2,
          filters: '',
          file_key: null,
          created_at: '2026-04-01T00:00:00.000Z',
        },
      ])
      .execute();

    const all = jsonOf(await list(u.educator, { center_id: u.sunshineCenter }), ReportListSchema);
    expect(all.map((report) => report.report_label)).toEqual(['Strengths for the board', 'Term 1 goals']);
    expect(all[1]).toMatchObject({ type: 1, createdBy: 'Dana Whitfield', url: null, filters: 'NQA1,2' });
    expect(all[1]?.centerName).toMatch(/^Sunshine /);

    const mine = jsonOf(
      await list(u.director, { center_id: u.sunshineCenter, user_id: u.directorId }),
      ReportListSchema,
    );
    expect(mine).toHaveLength(1);
  });

  it('refuses a user of another centre (403) and names a missing centre (400)', async () => {
    expect((await list(u.bluegum, { center_id: u.sunshineCenter })).statusCode).toBe(403);
    const missing = await list(u.director, {});
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields?.[0]?.field).toBe('query.center_id');
  });
});
