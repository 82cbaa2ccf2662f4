import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadMailConfig } from '../src/plugins/mail/mailConfig';
import { createMailer } from '../src/plugins/mail/mailer';
import { escapeHtml, renderMail } from '../src/plugins/mail/mailLayout';

describe('the mail layer', () => {
  it('reads SMTP settings, and uses the outbox when SMTP_HOST is not set', () => {
    expect(loadMailConfig({}).smtp).toBeNull();
    expect(loadMailConfig({ SMTP_HOST: 'smtp.example', SMTP_USER: 'u', SMTP_PASSWORD: 'p' })).toMatchObject({
      smtp: { host: 'smtp.example', port: 587, secure: false, user: 'u', password: 'p' },
    });
    expect(loadMailConfig({ SMTP_HOST: 'smtp.example', SMTP_SECURE: 'true' }).smtp?.port).toBe(465);
    expect(loadMailConfig({ OPERATOR_EMAIL: 'ops@example.test' }).operatorEmail).toBe('ops@example.test');
    expect(() => loadMailConfig({ SMTP_HOST: 'smtp.example', SMTP_PORT: 'abc' })).toThrow('SMTP_PORT');
  });

  it('writes each mail as an .eml file in DATA_DIR/outbox, and logs it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qip-mail-'));
    const logged: string[] = [];
    const log = { info: (_details: object, message: string) => logged.push(message) };
    const mailer = createMailer(loadMailConfig({ MAIL_FROM: 'Portal <portal@example.test>' }), dataDir, log);
    try {
      const delivery = await mailer.send({
        to: ['a@example.test', 'b@example.test'],
        subject: 'Hello',
        text: 'Body text',
      });
      expect(delivery.via).toBe('outbox');
      const file = delivery.via === 'outbox' ? delivery.file : '';
      expect(path.dirname(file)).toBe(path.join(dataDir, 'outbox'));
      const eml = fs.readFileSync(file, 'utf8');
      expect(eml).toContain('From: Portal <portal@example.test>');
      expect(eml).toContain('To: a@example.test, b@example.test');
      expect(eml).toContain('Subject: Hello');
      expect(eml).toContain('Body text');
      expect(logged).toEqual(['mail written to the outbox (no SMTP configured)']);
    } finally {
      mailer.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('lays out mails with what people typed escaped', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jo'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jo&#39;&lt;/b&gt;');
    const { html, text } = renderMail({
      heading: 'Heading <1>',
      intro: ['First line'],
      facts: [{ label: 'Name', value: '<script>x</script>' }],
      outro: ['Thanks'],
    });
    expect(html).toContain('Heading &lt;1&gt;');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(text).toBe('Heading <1>\n\nFirst line\n\nName: <script>x</script>\n\nThanks\n');
  });
});
