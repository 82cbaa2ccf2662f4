import { endpoints, lastReviewedText, QIP_REVIEW_MESSAGES } from '@qip/shared-contracts';
import { testDialects } from './helpers/databases';
import { oneLine, pdfText } from './helpers/documents';
import { errorOf, jsonOf } from './helpers/json';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';

// 'Mark QIP reviewed': the yearly review of regulations 55 and 56, recorded by an administrator.

jest.setTimeout(120_000);

describe.each(testDialects())('the yearly QIP review (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  const summary = async (token: string, center = u.sunshineCenter) =>
    jsonOf(
      await t.as(token, { method: 'GET', url: '/api/qip-reviews', query: { center_id: center } }),
      endpoints.qipReview.summary.response,
    );
  const mark = (token: string, payload: Record<string, unknown>) =>
    t.as(token, { method: 'POST', url: '/api/qip-reviews', payload });
  const rows = () => t.app.db.selectFrom('qip_reviews').selectAll().execute();

  it('has no review until one is recorded; administrators may record one, members may not', async () => {
    expect(await summary(u.director)).toEqual({ last: null, history: [], canMark: true });
    expect(await summary(u.educator)).toEqual({ last: null, history: [], canMark: false });
  });

  it('records who reviewed and when, with an optional note, and keeps every review', async () => {
    const before = Date.now();
    const first = await mark(u.director, { center_id: u.sunshineCenter });
    expect(first.statusCode).toBe(201);
    const review = jsonOf(first, endpoints.qipReview.mark.response);
    expect(review).toMatchObject({
      center_id: u.sunshineCenter,
      reviewer_id: u.directorId,
      reviewer_name: 'Dana Whitfield',
      note: '',
    });
    expect(Date.parse(review.reviewed_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(review.reviewed_at)).toBeLessThanOrEqual(Date.now() + 1000);

    const second = jsonOf(
      await mark(u.director, { center_id: u.sunshineCenter, note: '  Reviewed with the\nteam  ' }),
      endpoints.qipReview.mark.response,
    );
    expect(second.note).toBe('Reviewed with the team');
    const read = await summary(u.educator);
    expect(read.history.map((item) => item.id).sort()).toEqual([review.id, second.id].sort());
    expect(read.last?.reviewed_at).toBe([review.reviewed_at, second.reviewed_at].sort().at(-1));
  });

  it('refuses members, viewers, other tenants and a service whose QIP cannot be changed, storing nothing', async () => {
    const stored = (await rows()).length;
    const member = await mark(u.educator, { center_id: u.sunshineCenter });
    expect(member.statusCode).toBe(403);
    expect(errorOf(member).message).toBe(QIP_REVIEW_MESSAGES.adminOnly);
    expect((await mark(u.viewer, { center_id: u.sunshineCenter })).statusCode).toBe(403);
    expect((await mark(u.bluegum, { center_id: u.sunshineCenter })).statusCode).toBe(403);
    expect(
      (await t.as(u.bluegum, { method: 'GET', url: '/api/qip-reviews', query: { center_id: u.sunshineCenter } }))
        .statusCode,
    ).toBe(403);
    // A service whose trial has ended is refused as any QIP change is.
    await t.app.db
      .updateTable('centers')
      .set({ trial_ends_at: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString() })
      .where('id', '=', u.otherSunshineCenter)
      .execute();
    const blocked = await mark(u.director, { center_id: u.otherSunshineCenter });
    expect(blocked.statusCode).toBe(403);
    expect(await rows()).toHaveLength(stored);
  });

  /** The Full report (the QIP) of Sunshine Paddington, area 1 only, as one line of text. */
  async function fullReportText(): Promise<string> {
    const made = await t.as(u.director, {
      method: 'POST',
      url: '/api/report',
      payload: {
        user_id: u.directorId,
        center_id: u.paddington,
        report_label: 'QIP',
        type: 3,
        format: 'pdf',
        filters: { nqa: [1] },
      },
    });
    expect(made.statusCode).toBe(201);
    const { id } = jsonOf(made, endpoints.reports.create.response);
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const progress = jsonOf(
        await t.as(u.director, { method: 'GET', url: `/api/report/progress/${id}` }),
        endpoints.reports.progress.response,
      );
      if (progress.status === 'ready') break;
      expect(progress.status).toBe('generating');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const download = jsonOf(
      await t.as(u.director, { method: 'GET', url: `/api/report/download/${id}` }),
      endpoints.reports.download.response,
    );
    return oneLine(await pdfText((await t.as(u.director, { method: 'GET', url: download.url })).rawPayload));
  }

  it('prints the last review in the Full report, or that there has been none', async () => {
    expect(await fullReportText()).toContain(QIP_REVIEW_MESSAGES.notReviewed);
    const review = jsonOf(await mark(u.director, { center_id: u.paddington }), endpoints.qipReview.mark.response);
    expect(await fullReportText()).toContain(
      lastReviewedText({ reviewedAt: review.reviewed_at, reviewerName: 'Dana Whitfield' }),
    );
  });

  it('refuses a note over 500 characters, naming the field', async () => {
    const response = await mark(u.director, { center_id: u.sunshineCenter, note: 'x'.repeat(501) });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain('note');
  });
});
