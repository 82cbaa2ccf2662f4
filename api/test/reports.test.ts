import {
  endpoints,
  IMPROVEMENT_PLAN_COLUMNS,
  improvementPlanRow,
  REPORT_FORMATS,
  REPORT_MESSAGES,
  REPORT_TYPE_IDS,
  type Report,
} from '@qip/shared-contracts';
import { loadConfig } from '../src/config';
import {
  convertDocxFilesWithLibreOffice,
  convertDocxWithLibreOffice,
  docxText,
  oneLine,
  pdfText,
} from './helpers/documents';
import { testDialects } from './helpers/databases';
import { errorOf, jsonOf } from './helpers/json';
import { COMPLETE_STEPS } from './helpers/serviceDetails';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';

jest.setTimeout(120_000);

const ProgressSchema = endpoints.reports.progress.response;

describe.each(testDialects())('reports: made, read back, downloaded and removed (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(
    dialect,
    (app, tenants) => {
      t = app;
      u = tenants;
    },
    {
      config: {
        rateLimits: { ...loadConfig({}).rateLimits, makesReportsPerUser: { max: 10_000, windowSeconds: 3600 } },
      },
    },
  );

  const create = (token: string, body: Record<string, unknown>) =>
    t.as(token, { method: 'POST', url: '/api/report', payload: body });

  const body = (overrides: Record<string, unknown> = {}) => ({
    user_id: u.directorId,
    center_id: u.paddington,
    report_label: 'Term 1 report',
    type: 1,
    format: 'pdf',
    filters: { nqa: [1, 2, 3, 4, 5, 6, 7] },
    ...overrides,
  });

  /** Polls the progress until the report is no longer being made. */
  async function finished(token: string, id: string) {
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const progress = jsonOf(await t.as(token, { method: 'GET', url: `/api/report/progress/${id}` }), ProgressSchema);
      if (progress.status !== 'generating') return progress;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the report was not made within a minute');
  }

  /** Makes a report as the director and answers its file. */
  async function made(overrides: Record<string, unknown> = {}) {
    const response = await create(u.director, body(overrides));
    expect(response.statusCode).toBe(201);
    const report = jsonOf(response, endpoints.reports.create.response);
    expect(report.status).toBe('generating');
    const progress = await finished(u.director, report.id);
    expect(progress).toMatchObject({ status: 'ready', percent: 100, error: null });
    const download = jsonOf(
      await t.as(u.director, { method: 'GET', url: `/api/report/download/${report.id}` }),
      endpoints.reports.download.response,
    );
    const file = await t.as(u.director, { method: 'GET', url: download.url });
    expect(file.statusCode).toBe(200);
    return { report, download, file };
  }

  it('makes the full report (the QIP) as a PDF in the regulator layout, with the service and its plan', async () => {
    const { report, download, file } = await made({ type: 3, report_label: 'QIP 2026' });
    expect(download.file_name).toBe('QIP 2026.pdf');
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="QIP 2026.pdf"/);
    const text = oneLine(await pdfText(file.rawPayload));
    expect(text).toContain('Quality Improvement Plan');
    expect(text).toContain('Sunshine Paddington');
    expect(text).toContain('Educational leader');
    expect(text).toContain('Statement of philosophy');
    expect(text).toContain('National Law and National Regulations underpinning Quality Area 1');
    expect(text).toContain('Summary of strengths');
    expect(text).toContain('Critical Reflections');
    expect(text).toContain('Key improvements sought');
    expect(text).toMatch(/Page 3 of \d+/);
    const listed = jsonOf(
      await t.as(u.educator, { method: 'GET', url: '/api/reports', query: { center_id: u.paddington } }),
      endpoints.reports.list.response,
    );
    expect(listed.find((item: Report) => item.id === report.id)).toMatchObject({
      status: 'ready',
      format: 'pdf',
      type: 3,
      url: `/api/report/download/${report.id}`,
      filters: 'NQA1,2,3,4,5,6,7',
    });
  });

  it('refuses the full report while the service details are not complete, then makes it once they are', async () => {
    const refused = await create(u.director, body({ type: 3, center_id: u.sunshineCenter }));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(REPORT_MESSAGES.fullNeedsServiceDetails);
    for (const step of COMPLETE_STEPS) {
      const saved = await t.as(u.director, { method: 'PUT', url: `/api/center/${u.sunshineCenter}`, payload: step });
      expect(saved.statusCode).toBe(200);
    }
    const accepted = await create(u.director, body({ type: 3, center_id: u.sunshineCenter, format: 'docx' }));
    expect(accepted.statusCode).toBe(201);
    const progress = await finished(u.director, jsonOf(accepted, endpoints.reports.create.response).id);
    expect(progress.status).toBe('ready');
  });

  it('has the improvement plan table with its eight columns in the Word file, which LibreOffice converts', async () => {
    const { download, file } = await made({ type: 1, format: 'docx', filters: { nqa: [1] } });
    expect(download.file_name).toBe('Term 1 report.docx');
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const text = await docxText(file.rawPayload);
    for (const column of IMPROVEMENT_PLAN_COLUMNS) expect(text).toContain(column);
    expect(text).toContain('Quality Area 1: Educational program and practice');
    expect(text).not.toContain('Quality Area 2:');
    const converted = oneLine(await convertDocxWithLibreOffice(file.rawPayload));
    expect(converted).toContain('Goals report');
    expect(converted).toContain('Sunshine Paddington');
  });

  it.each(REPORT_TYPE_IDS.flatMap((type) => REPORT_FORMATS.map((format) => [type, format] as const)))(
    'makes type %i as %s, which reads back with the service and the report title',
    async (type, format) => {
      const { file } = await made({ type, format, report_label: `Type ${type}` });
      const text = oneLine(format === 'pdf' ? await pdfText(file.rawPayload) : await docxText(file.rawPayload));
      expect(text).toContain('Sunshine Paddington');
      expect(text).toContain(`Type ${type}`);
    },
  );

  it('makes Word files of every type but the full report that LibreOffice opens', async () => {
    const types = REPORT_TYPE_IDS.filter((type) => type !== 3);
    const files: Buffer[] = [];
    for (const type of types)
      files.push((await made({ type, format: 'docx', report_label: `Type ${type}` })).file.rawPayload);
    // One LibreOffice run converts them all: its start takes seconds.
    const converted = await convertDocxFilesWithLibreOffice(files);
    types.forEach((type, index) => {
      const text = oneLine(converted[index] ?? '');
      expect(text).toContain('Sunshine Paddington');
      expect(text).toContain(`Type ${type}`);
    });
  });

  it('shows a strength from a Yes answer with its evidence label in the Strengths report', async () => {
    const strength = await t.app.db
      .selectFrom('evidence_links as l')
      .innerJoin('evidence_items as e', 'e.id', 'l.evidence_id')
      .innerJoin('question_results as r', 'r.id', 'l.question_result_id')
      .innerJoin('questions as q', 'q.id', 'r.question_id')
      .innerJoin('categories as c', 'c.id', 'q.category_id')
      .select(['q.title', 'e.label', 'c.area_id'])
      .where('r.center_id', '=', u.paddington)
      .where('r.status', '=', 1)
      .executeTakeFirstOrThrow();
    const { file } = await made({ type: 2, filters: { nqa: [strength.area_id] } });
    const text = oneLine(await pdfText(file.rawPayload));
    expect(text).toContain(oneLine(strength.title));
    expect(text).toContain(strength.label);
  });

  it("fills an improvement plan row's eight columns from the No answer, its goal and its goal task", async () => {
    const goal = await t.app.db
      .selectFrom('tasks as k')
      .innerJoin('question_results as r', (join) =>
        join.onRef('r.question_id', '=', 'k.question_id').onRef('r.center_id', '=', 'k.center_id'),
      )
      .innerJoin('questions as q', 'q.id', 'k.question_id')
      .innerJoin('categories as c', 'c.id', 'q.category_id')
      .selectAll('k')
      .select(['q.title', 'c.label', 'c.area_id', 'r.self_assessment', 'r.goal_strategy'])
      .where('k.center_id', '=', u.paddington)
      .where('k.type', '=', 'goal')
      .where('r.status', '=', 2)
      .executeTakeFirstOrThrow();
    const row = improvementPlanRow(
      { label: goal.label, title: goal.title },
      { selfAssessment: goal.self_assessment ?? '', goalStrategy: goal.goal_strategy ?? '' },
      [
        {
          name: goal.name,
          stepOutcome: goal.step_outcome,
          successMeasure: goal.success_measure,
          progressNotes: goal.progress_notes,
          priority: goal.priority,
          taskDue: goal.task_due,
          status: goal.status,
        },
      ],
    );
    expect(row.every((cell) => cell !== '')).toBe(true);
    const { file } = await made({ type: 1, format: 'docx', filters: { nqa: [goal.area_id] } });
    expect(await docxText(file.rawPayload)).toContain(row.join(' | '));
  });

  it('lists only the tasks of the chosen statuses and assignee in a task report', async () => {
    const { report, file } = await made({
      type: 7,
      filters: { nqa: [1, 2, 3, 4, 5, 6, 7], status: [3], assignee_id: u.educatorId },
    });
    expect(report.filters).toBe('NQA1,2,3,4,5,6,7,Status: Completed,Assignee: Eli Nguyen');
    const text = oneLine(await pdfText(file.rawPayload));
    expect(text).toContain('Completed');
    expect(text).not.toContain('Not started');
    expect(text).not.toContain('Dana Whitfield Completed');
  });

  it("refuses other tenants, another user's name, a viewer session and another tenant's assignee", async () => {
    expect((await create(u.bluegum, body({ user_id: u.bluegumId }))).statusCode).toBe(403);
    expect((await create(u.educator, body())).statusCode).toBe(403);
    expect((await create(u.viewer, body())).statusCode).toBe(403);
    const assignee = await create(u.director, body({ type: 5, filters: { nqa: [1], assignee_id: u.bluegumId } }));
    expect(assignee.statusCode).toBe(400);
    expect(errorOf(assignee).fields?.map((field) => field.field)).toContain('body.filters.assignee_id');

    const { report, download } = await made({ type: 2, filters: { nqa: [1] } });
    for (const url of [`/api/report/progress/${report.id}`, `/api/report/download/${report.id}`]) {
      expect((await t.as(u.bluegum, { method: 'GET', url })).statusCode).toBe(403);
    }
    expect((await t.as(u.bluegum, { method: 'GET', url: download.url })).statusCode).toBe(404);
    expect((await t.as(u.director, { method: 'GET', url: '/api/report/file/no-such-report' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: download.url })).statusCode).toBe(401);
    expect((await t.as(u.educator, { method: 'GET', url: download.url })).statusCode).toBe(200);
  });

  it.each([
    [{ report_label: '   ' }, 'body.report_label'],
    [{ type: 9 }, 'body.type'],
    [{ format: 'xlsx' }, 'body.format'],
    [{ filters: { nqa: [] } }, 'body.filters.nqa'],
    [{ filters: { nqa: [8] } }, 'body.filters.nqa.0'],
  ])('answers bad input %j with a 400 naming %s', async (overrides, field) => {
    const response = await create(u.director, body(overrides));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.map((item) => item.field)).toContain(field);
  });

  it('removes a report and its file for its maker or an administrator, not for another member', async () => {
    const { report } = await made({ type: 1, filters: { nqa: [1] } });
    const stored = await t.app.db
      .selectFrom('reports')
      .select('file_key')
      .where('id', '=', report.id)
      .executeTakeFirstOrThrow();
    expect(await t.app.storage.get(stored.file_key ?? '')).not.toBeNull();
    expect((await t.as(u.educator, { method: 'DELETE', url: `/api/reports/${report.id}` })).statusCode).toBe(403);
    expect((await t.as(u.bluegum, { method: 'DELETE', url: `/api/reports/${report.id}` })).statusCode).toBe(403);
    expect((await t.as(u.director, { method: 'DELETE', url: `/api/reports/${report.id}` })).statusCode).toBe(200);
    expect(await t.app.storage.get(stored.file_key ?? '')).toBeNull();
    expect((await t.as(u.director, { method: 'GET', url: `/api/report/download/${report.id}` })).statusCode).toBe(404);

    const educators = await create(u.educator, body({ user_id: u.educatorId, filters: { nqa: [2] } }));
    const own = jsonOf(educators, endpoints.reports.create.response);
    await finished(u.educator, own.id);
    expect((await t.as(u.educator, { method: 'DELETE', url: `/api/reports/${own.id}` })).statusCode).toBe(200);
  });

  it('answers 409 for the download of a report still being made', async () => {
    const response = await create(u.director, body({ type: 3 }));
    const report = jsonOf(response, endpoints.reports.create.response);
    const early = await t.as(u.director, { method: 'GET', url: `/api/report/download/${report.id}` });
    expect(early.statusCode).toBe(409);
    await finished(u.director, report.id);
  });
});
