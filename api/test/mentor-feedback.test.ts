import fs from 'node:fs';
import path from 'node:path';
import { endpoints, MENTOR_FEEDBACK_MESSAGES, type MentorFeedback } from '@qip/shared-contracts';
import { testDialects } from './helpers/databases';
import { errorOf, jsonOf } from './helpers/json';
import { centerIdByName, setUpTenantApp, type Tenants } from './helpers/tenants';
import { DEMO, HUB_SECRET, type TestApp } from './helpers/testApp';

const REQUEST_URL = '/api/notifications/feedback/request';
const hubAuth = (secret = HUB_SECRET) => `Basic ${Buffer.from(`qip-hub:${secret}`).toString('base64')}`;

/** The mails written to the outbox so far, oldest first. */
const outbox = (t: TestApp): string[] => {
  const folder = path.join(t.database.dataDir, 'outbox');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .map((name) => path.join(folder, name))
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs)
    .map((file) => fs.readFileSync(file, 'utf8'));
};

describe.each(testDialects())('mentor feedback (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;
  let mentor: string;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });
  beforeAll(async () => {
    mentor = await t.login(DEMO.mentor);
  });

  const ask = (token: string, payload: Record<string, unknown>) =>
    t.as(token, { method: 'POST', url: REQUEST_URL, payload });

  /** Paddington's administrator asks for feedback on the areas; answers the stored request's id. */
  async function askPaddington(nqa: number[], comment = 'Please look at our program'): Promise<string> {
    const response = await ask(u.director, { user_id: u.directorId, center_id: u.paddington, comment, nqa, status: 1 });
    expect(response.statusCode).toBe(201);
    return jsonOf(response, endpoints.mentorFeedback.request.response).id;
  }

  const review = (auth: string, requestId: string, mode: 'review' | 'publish', payload: Record<string, unknown>) =>
    t.app.inject({
      method: mode === 'review' ? 'PUT' : 'POST',
      url: `/api/mentor/feedback-requests/${requestId}/${mode}`,
      headers: { authorization: auth },
      payload,
    });

  async function publishedFor(centerId: string, token = u.director): Promise<MentorFeedback[]> {
    const response = await t.as(token, {
      method: 'GET',
      url: '/api/replyfeedback/all/list',
      query: { center_id: centerId },
    });
    expect(response.statusCode).toBe(200);
    return jsonOf(response, endpoints.mentorFeedback.list.response);
  }

  async function summaryFor(centerId: string, token = u.director) {
    const response = await t.as(token, {
      method: 'GET',
      url: '/api/replyfeedback/summary',
      query: { center_id: centerId },
    });
    expect(response.statusCode).toBe(200);
    return jsonOf(response, endpoints.mentorFeedback.summary.response);
  }

  it('stores a request of an eligible administrator (status 1) and mails it to the mentors', async () => {
    const before = outbox(t).length;
    const response = await ask(u.director, {
      user_id: u.directorId,
      center_id: u.paddington,
      comment: 'Our <b>program</b> please',
      nqa: [2, 1, 2],
    });
    expect(response.statusCode).toBe(201);
    expect(jsonOf(response, endpoints.mentorFeedback.request.response)).toMatchObject({
      user_id: u.directorId,
      center_id: u.paddington,
      comment: 'Our <b>program</b> please',
      nqa: [1, 2],
      status: 1,
    });

    const mails = outbox(t);
    expect(mails).toHaveLength(before + 1);
    const mail = mails[mails.length - 1]!;
    expect(mail).toContain('To: mentor@holisticqip.test');
    expect(mail).toContain('Reply-To: director@sunshine.test');
    expect(mail).toContain('Subject: Mentor feedback requested: Sunshine Paddington (NQA 1, NQA 2)');
    // The HTML part escapes what the administrator typed.
    expect(mail).toContain('Our &lt;b&gt;program&lt;/b&gt;');
  });

  it("refuses a request without an area with the spec's words, and stores nothing", async () => {
    const count = async () => (await t.app.db.selectFrom('feedback_requests').select('id').execute()).length;
    const before = await count();
    for (const nqa of [[], undefined, [8]]) {
      const response = await ask(u.director, { user_id: u.directorId, center_id: u.paddington, comment: 'x', nqa });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields?.map((field) => field.field)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^body\.nqa/)]),
      );
    }
    const empty = await ask(u.director, { user_id: u.directorId, center_id: u.paddington, nqa: [] });
    expect(errorOf(empty).fields).toEqual([{ field: 'body.nqa', message: MENTOR_FEEDBACK_MESSAGES.selectNqa }]);
    expect(await count()).toBe(before);
  });

  it('lets only the administrators section 6 names ask', async () => {
    // A member, another tenant, and someone else's name: refused.
    const member = await ask(u.educator, { user_id: u.educatorId, center_id: u.paddington, nqa: [1] });
    expect(member.statusCode).toBe(403);
    const otherTenant = await ask(u.bluegum, { user_id: u.bluegumId, center_id: u.paddington, nqa: [1] });
    expect(otherTenant.statusCode).toBe(403);
    const otherName = await ask(u.director, { user_id: u.educatorId, center_id: u.paddington, nqa: [1] });
    expect(otherName.statusCode).toBe(403);

    // A plan without mentoring: refused, and the dashboard hides the button.
    const marrickville = await centerIdByName(t, 'Sunshine Marrickville');
    const portalOnly = await ask(u.director, { user_id: u.directorId, center_id: marrickville, nqa: [1] });
    expect(portalOnly.statusCode).toBe(403);
    expect(errorOf(portalOnly).message).toBe(MENTOR_FEEDBACK_MESSAGES.notEligible);
    expect(await summaryFor(marrickville)).toEqual({ canRequest: false, hasPublished: false });

    // No product while the trial lasts: allowed (Bluegum's own service).
    expect(await summaryFor(u.bluegumCenter, u.bluegum)).toEqual({ canRequest: true, hasPublished: false });
    const onTrial = await ask(u.bluegum, { user_id: u.bluegumId, center_id: u.bluegumCenter, nqa: [3] });
    expect(onTrial.statusCode).toBe(201);

    // Mentoring: the administrator sees the button, the member does not.
    expect((await summaryFor(u.paddington)).canRequest).toBe(true);
    expect((await summaryFor(u.paddington, u.educator)).canRequest).toBe(false);
  });

  it("keeps a draft from the service, publishes it sanitised, and mails the service's administrator", async () => {
    const requestId = await askPaddington([1, 2]);

    // The mentor's queue: the services that asked, with who asked.
    const queue = await t.as(mentor, { method: 'GET', url: '/api/mentor/feedback-requests' });
    expect(queue.statusCode).toBe(200);
    const open = jsonOf(queue, endpoints.mentorFeedback.mentorQueue.response);
    expect(open.find((request) => request.id === requestId)).toMatchObject({
      center_name: 'Sunshine Paddington',
      requested_by: 'Dana Whitfield',
      nqa: [1, 2],
      review: null,
    });
    expect(new Set(open.map((request) => request.center_id))).toEqual(new Set([u.paddington, u.bluegumCenter]));

    const html =
      '<p>Strong <strong>routines</strong><script>alert(1)</script><img src=x onerror="alert(2)"></p>' +
      '<a href="javascript:alert(3)">bad</a><a href="https://acecqa.gov.au">NQS</a>';
    const draft = await review(`Bearer ${mentor}`, requestId, 'review', { status: 2, provide_feedback: html });
    expect(draft.statusCode).toBe(200);
    const saved = jsonOf(draft, endpoints.mentorFeedback.saveDraft.response);
    expect(saved).toMatchObject({ save_or_publish: 1, status: 2, provided_by: 'Morgan Ellis', date_reviewed: null });
    expect(saved.provide_feedback).toBe(
      '<p>Strong <strong>routines</strong></p><a rel="noopener noreferrer" target="_blank">bad</a>' +
        '<a href="https://acecqa.gov.au" rel="noopener noreferrer" target="_blank">NQS</a>',
    );

    // A draft is invisible to the service.
    expect((await publishedFor(u.paddington)).map((feedback) => feedback.request_id)).not.toContain(requestId);
    expect((await summaryFor(u.paddington)).hasPublished).toBe(false);

    const mailsBefore = outbox(t).length;
    const published = await review(`Bearer ${mentor}`, requestId, 'publish', {
      status: 3,
      provide_feedback: '<p>Exceeding in <em>practice</em></p>',
    });
    expect(published.statusCode).toBe(200);
    const publishedReview = jsonOf(published, endpoints.mentorFeedback.publish.response);
    expect(publishedReview).toMatchObject({
      request_id: requestId,
      center_id: u.paddington,
      nqa: [1, 2],
      status: 3,
      save_or_publish: 2,
    });
    expect(publishedReview.date_reviewed).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const mails = outbox(t);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[mails.length - 1]).toContain('To: director@sunshine.test');
    expect(mails[mails.length - 1]).toContain('Subject: Mentor feedback for Sunshine Paddington is ready');

    // The service reads it: administrator and member alike.
    const [latest] = await publishedFor(u.paddington);
    expect(latest).toMatchObject({ request_id: requestId, provide_feedback: '<p>Exceeding in <em>practice</em></p>' });
    expect((await publishedFor(u.paddington, u.educator)).map((feedback) => feedback.id)).toContain(latest!.id);
    expect((await summaryFor(u.paddington)).hasPublished).toBe(true);

    // Answered: out of the queue, still readable by id; no going back to a draft; no second mail.
    const after = jsonOf(
      await t.as(mentor, { method: 'GET', url: '/api/mentor/feedback-requests' }),
      endpoints.mentorFeedback.mentorQueue.response,
    );
    expect(after.map((request) => request.id)).not.toContain(requestId);
    const one = await t.as(mentor, { method: 'GET', url: `/api/mentor/feedback-requests/${requestId}` });
    expect(jsonOf(one, endpoints.mentorFeedback.mentorRequest.response)).toMatchObject({
      status: 2,
      review: { save_or_publish: 2 },
    });
    const backToDraft = await review(`Bearer ${mentor}`, requestId, 'review', { status: 1, provide_feedback: 'x' });
    expect(backToDraft.statusCode).toBe(409);
    const again = await review(`Bearer ${mentor}`, requestId, 'publish', {
      status: 3,
      provide_feedback: '<p>Edited</p>',
    });
    expect(again.statusCode).toBe(200);
    expect(outbox(t)).toHaveLength(mailsBefore + 1);
  });

  it('the hub posts a review with its client credentials; wrong credentials and services are refused', async () => {
    const requestId = await askPaddington([4]);
    const wrong = await review(hubAuth('not-the-secret'), requestId, 'publish', { status: 1, provide_feedback: 'x' });
    expect(wrong.statusCode).toBe(401);

    const byHub = await review(hubAuth(), requestId, 'publish', {
      status: 1,
      provide_feedback: '<p>Working towards</p>',
      provided_by: 'Alex Mentor',
    });
    expect(byHub.statusCode).toBe(200);
    expect(jsonOf(byHub, endpoints.mentorFeedback.publish.response)).toMatchObject({
      provided_by: 'Alex Mentor',
      status: 1,
      save_or_publish: 2,
    });

    // The service that asked may not review itself; nor may another tenant.
    for (const token of [u.director, u.bluegum]) {
      const response = await review(`Bearer ${token}`, requestId, 'review', { status: 3, provide_feedback: 'self' });
      expect(response.statusCode).toBe(403);
    }
    const missing = await review(`Bearer ${mentor}`, 'no-such-request', 'review', { status: 1, provide_feedback: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('scopes each side: services never see the queue, a mentor never reads a service it does not belong to', async () => {
    const requestId = await askPaddington([5]);
    for (const token of [u.director, u.educator, u.bluegum]) {
      expect((await t.as(token, { method: 'GET', url: '/api/mentor/feedback-requests' })).statusCode).toBe(403);
      expect((await t.as(token, { method: 'GET', url: `/api/mentor/feedback-requests/${requestId}` })).statusCode).toBe(
        403,
      );
    }
    // Another tenant reads none of Paddington's feedback.
    for (const url of ['/api/replyfeedback/all/list', '/api/replyfeedback/summary']) {
      const response = await t.as(u.bluegum, { method: 'GET', url, query: { center_id: u.paddington } });
      expect(response.statusCode).toBe(403);
      const asMentor = await t.as(mentor, { method: 'GET', url, query: { center_id: u.paddington } });
      expect(asMentor.statusCode).toBe(403);
    }
    // A mentor asks for nothing.
    const mentorAsks = await ask(mentor, { user_id: u.directorId, center_id: u.paddington, nqa: [1] });
    expect(mentorAsks.statusCode).toBe(403);
  });
});
