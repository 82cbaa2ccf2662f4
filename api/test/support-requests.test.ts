import { testDialects } from './helpers/databases';
import { errorOf } from './helpers/json';
import { mailsTo } from './helpers/outbox';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';

const URL_PATH = '/api/support-requests';

const request = (centerId: string, overrides: Record<string, unknown> = {}) => ({
  center_id: centerId,
  type: 'Bug Report',
  subject: 'The report\r\nwill not download',
  message: 'Hello,\r\n\r\n\r\n\r\nThe Full report stops at 80%.   \nIt says <b>failed</b>.\u0007\n\nThanks',
  ...overrides,
});

const count = async (t: TestApp) =>
  Number(
    (
      await t.app.db
        .selectFrom('support_requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(testDialects())('POST /api/support-requests (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  it('stores the cleaned request, answers its reference and mails the operator and the requester', async () => {
    const response = await t.as(u.director, { method: 'POST', url: URL_PATH, payload: request(u.paddington) });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    expect(reference).toMatch(/^QIP-\d{6}$/);

    const stored = await t.app.db
      .selectFrom('support_requests')
      .selectAll()
      .orderBy('sequence', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      center_id: u.paddington,
      user_id: u.directorId,
      type: 'Bug Report',
      subject: 'The report will not download',
      // Paragraphs kept, at most one blank line, no control characters or trailing spaces.
      message: 'Hello,\n\nThe Full report stops at 80%.\nIt says <b>failed</b>.\n\nThanks',
      mail_status: 'outbox',
    });
    expect(reference).toBe(`QIP-${String(stored.sequence).padStart(6, '0')}`);

    const [operatorMail] = (await mailsTo(t, t.config.mail.operatorEmail)).filter((mail) =>
      mail.subject.includes(reference),
    );
    expect(operatorMail?.subject).toBe(`[${reference}] Bug Report: The report will not download`);
    expect(operatorMail?.body).toContain('Reply-To: director@sunshine.test');
    expect(operatorMail?.body).toContain('Service: Sunshine Paddington');
    // The HTML part escapes what was typed and keeps its line breaks.
    expect(operatorMail?.body).toContain('It says &lt;b&gt;failed&lt;/b&gt;.');
    expect(operatorMail?.body).toContain('The Full report stops at 80%.<br>It says');

    const [copy] = (await mailsTo(t, 'director@sunshine.test')).filter((mail) => mail.subject.includes(reference));
    expect(copy?.subject).toBe(`Your support request ${reference}: The report will not download`);
    expect(copy?.body).toContain('Support hours: Mon-Fri 9am-5pm AEST, reply within 24 hours.');
  });

  it('numbers requests one after another, also when several arrive at once', async () => {
    const answers = await Promise.all(
      [u.director, u.educator, u.director].map((token) =>
        t.as(token, { method: 'POST', url: URL_PATH, payload: request(u.paddington, { type: 'Other' }) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const references = answers.map((answer) => answer.json<{ reference: string }>().reference);
    expect(new Set(references).size).toBe(3);
    const rows = await t.app.db.selectFrom('support_requests').select('sequence').orderBy('sequence').execute();
    expect(rows.map((row) => row.sequence)).toEqual(rows.map((_row, index) => index + 1));
  });

  it('answers bad input with 400 naming each field, and stores nothing', async () => {
    const before = await count(t);
    const response = await t.as(u.director, {
      method: 'POST',
      url: URL_PATH,
      payload: request(u.paddington, { type: 'Complaint', subject: ' \r\n ', message: '\u0007\n\n' }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual(
      expect.arrayContaining([
        { field: 'body.type', message: 'This field is required.' },
        { field: 'body.subject', message: 'This field is required.' },
        { field: 'body.message', message: 'This field is required.' },
      ]),
    );
    const tooLong = await t.as(u.director, {
      method: 'POST',
      url: URL_PATH,
      payload: request(u.paddington, { message: 'x'.repeat(5001) }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).fields).toEqual([{ field: 'body.message', message: 'Must be at most 5000 characters.' }]);
    expect(await count(t)).toBe(before);
  });

  it("refuses a service of another account (403) and stores nothing: Bluegum's director for Sunshine's centre", async () => {
    const before = await count(t);
    const response = await t.as(u.bluegum, { method: 'POST', url: URL_PATH, payload: request(u.paddington) });
    expect(response.statusCode).toBe(403);
    expect(await count(t)).toBe(before);
  });

  it('needs a token (401)', async () => {
    const response = await t.app.inject({ method: 'POST', url: URL_PATH, payload: request(u.paddington) });
    expect(response.statusCode).toBe(401);
  });
});

describe.each(testDialects())('support requests are rate-limited (%s)', (dialect) => {
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
        rateLimits: {
          loginPerAccount: { max: 100, windowSeconds: 900 },
          loginPerAddress: { max: 100, windowSeconds: 900 },
          sendsMailPerUser: { max: 2, windowSeconds: 3600 },
          assignsWorkPerUser: { max: 2, windowSeconds: 3600 },
          makesReportsPerUser: { max: 2, windowSeconds: 3600 },
          paymentsPerUser: { max: 2, windowSeconds: 3600 },
        },
      },
    },
  );

  it('refuses the request past the mail limit with 429 and stores nothing more', async () => {
    const send = () => t.as(u.educator, { method: 'POST', url: URL_PATH, payload: request(u.paddington) });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await count(t)).toBe(2);
  });
});
