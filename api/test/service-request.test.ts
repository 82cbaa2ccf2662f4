import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { testDialects } from './helpers/databases';
import { setUpTenantApp, signInTenants, type Tenants } from './helpers/tenants';
import { createTestApp, type TestApp } from './helpers/testApp';
import { errorOf } from './helpers/json';

const URL_PATH = '/api/notifications/service/request';

/** Dana's request to add a service, sent as `userId` for `centerId`. */
const request = (userId: string, centerId: string, overrides: Record<string, unknown> = {}) => ({
  center_id: centerId,
  user_id: userId,
  fname: 'Dana',
  lname: 'Whitfield',
  email: 'director@sunshine.test',
  current_service_name: 'Sunshine Paddington',
  current_service_approval_number: 'SE-40012001',
  new_service_name: 'Sunshine Surry Hills',
  new_service_approval_number: 'SE-40012099',
  new_service_type: 'Long Daycare',
  comments: 'Opening in March <soon>',
  ...overrides,
});

const outboxFiles = (t: TestApp) => {
  const folder = path.join(t.database.dataDir, 'outbox');
  return fs.existsSync(folder) ? fs.readdirSync(folder).map((name) => path.join(folder, name)) : [];
};

describe.each(testDialects())('POST /api/notifications/service/request (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  it('stores the request and, with no SMTP configured, writes the mail to the outbox', async () => {
    const before = outboxFiles(t).length;
    const response = await t.as(u.director, {
      method: 'POST',
      url: URL_PATH,
      payload: request(u.directorId, u.paddington),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });

    const stored = await t.app.db
      .selectFrom('service_requests')
      .selectAll()
      .where('new_service_name', '=', 'Sunshine Surry Hills')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      center_id: u.paddington,
      user_id: u.directorId,
      new_service_type: 'Long Daycare',
      mail_status: 'outbox',
    });

    const files = outboxFiles(t);
    expect(files).toHaveLength(before + 1);
    const mail = fs.readFileSync(files[files.length - 1] as string, 'utf8');
    expect(mail).toContain(`To: ${t.config.mail.operatorEmail}`);
    expect(mail).toContain('Reply-To: director@sunshine.test');
    expect(mail).toContain('Subject: New service request: Sunshine Surry Hills (Dana Whitfield)');
    expect(mail).toContain('NEW Service approval number: SE-40012099');
    // The HTML part escapes what the requester typed.
    expect(mail).toContain('Opening in March &lt;soon&gt;');
  });

  it('a member may send one for a service they belong to', async () => {
    const response = await t.as(u.educator, {
      method: 'POST',
      url: URL_PATH,
      payload: request(u.educatorId, u.paddington, { comments: undefined }),
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers a request with missing fields with 400 naming each, and stores nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('service_requests')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const response = await t.as(u.director, {
      method: 'POST',
      url: URL_PATH,
      payload: request(u.directorId, u.paddington, {
        fname: '  ',
        new_service_approval_number: '',
        new_service_type: 'Castle',
        email: 'not-an-email',
      }),
    });
    expect(response.statusCode).toBe(400);
    const { fields } = errorOf(response);
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'body.fname', message: 'This field is required.' },
        { field: 'body.new_service_approval_number', message: 'This field is required.' },
        { field: 'body.new_service_type', message: 'This field is required.' },
        { field: 'body.email', message: 'Please provide a valid email address' },
      ]),
    );
    expect(await count()).toBe(before);
  });

  it("refuses a service of another account (403): Bluegum's director for Sunshine's centre", async () => {
    const response = await t.as(u.bluegum, {
      method: 'POST',
      url: URL_PATH,
      payload: request(u.bluegumId, u.paddington),
    });
    expect(response.statusCode).toBe(403);
  });

  it("refuses a request in someone else's name (403)", async () => {
    const response = await t.as(u.educator, {
      method: 'POST',
      url: URL_PATH,
      payload: request(u.directorId, u.paddington),
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe('You can only send a request in your own name.');
  });

  it('needs a token (401)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL_PATH,
      payload: request(u.directorId, u.paddington),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe.each(testDialects())('service requests through SMTP (%s)', (dialect) => {
  const received: string[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A portal mailing through the SMTP server on `smtpPort`, and the director's request sent to it. */
  async function sendRequestThroughSmtp(smtpPort: number) {
    const app = await createTestApp(dialect, {
      config: {
        mail: {
          smtp: { host: '127.0.0.1', port: smtpPort, secure: false, user: null, password: null },
          from: 'QIP Portal <portal@example.test>',
          operatorEmail: 'operator@example.test',
        },
      },
    });
    const u = await signInTenants(app);
    const response = await app.as(u.director, {
      method: 'POST',
      url: URL_PATH,
      payload: request(u.directorId, u.paddington),
    });
    return { app, response };
  }

  it('sends the mail to the operator through the SMTP server when one is configured', async () => {
    const { app, response } = await sendRequestThroughSmtp(port);
    try {
      expect(response.statusCode).toBe(201);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: operator@example.test');
      expect(received[0]).toContain('From: QIP Portal <portal@example.test>');
      expect(received[0]).toContain('NEW Service name: Sunshine Surry Hills');
      const stored = await app.app.db.selectFrom('service_requests').select('mail_status').executeTakeFirstOrThrow();
      expect(stored.mail_status).toBe('sent');
      expect(outboxFiles(app)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('keeps the request, logs the failure and still confirms it when the SMTP server is down', async () => {
    // Nothing listens on port 9 (discard) here: the connection is refused.
    const { app, response } = await sendRequestThroughSmtp(9);
    try {
      expect(response.statusCode).toBe(201);
      const stored = await app.app.db.selectFrom('service_requests').select('mail_status').executeTakeFirstOrThrow();
      expect(stored.mail_status).toBe('failed');
    } finally {
      await app.close();
    }
  });
});
