import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { synchronousPlugin } from '../../http/synchronousPlugin';
import type { MailConfig } from './mailConfig';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends mail: SMTP when configured, otherwise .eml files in DATA_DIR/outbox. */
    mail: Mailer;
    /** The operator's address (OPERATOR_EMAIL): service requests and other notices go there. */
    operatorEmail: string;
  }
}

/**
 * The mail layer as `app.mail`: SMTP when SMTP_HOST is set, otherwise .eml files in
 * DATA_DIR/outbox; every mail is logged. Routes lay their mails out with `renderMail`.
 */
export default fp(
  synchronousPlugin(function mailPlugin(app: FastifyInstance, options: { config: MailConfig; dataDir: string }) {
    const mailer = createMailer(options.config, options.dataDir, app.log);
    app.decorate('mail', mailer);
    app.decorate('operatorEmail', options.config.operatorEmail);
    app.addHook('onClose', () => mailer.close());
  }),
  { name: 'mail' },
);
