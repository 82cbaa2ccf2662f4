import { DEFAULT_SUPPORT_EMAIL } from '@qip/shared-contracts';
/** How the API sends mail: SMTP when SMTP_HOST is set, otherwise files in DATA_DIR/outbox. */
export interface MailConfig {
  smtp: {
    host: string;
    port: number;
    /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
    secure: boolean;
    user: string | null;
    password: string | null;
  } | null;
  /** The sender of every mail. */
  from: string;
  /** The operator's address: service requests go there. */
  operatorEmail: string;
}

export const DEFAULT_MAIL_FROM = 'QIP Portal <no-reply@holisticqip.com.au>';
export const DEFAULT_OPERATOR_EMAIL = DEFAULT_SUPPORT_EMAIL;

export function loadMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const host = env.SMTP_HOST?.trim();
  let smtp: MailConfig['smtp'] = null;
  if (host) {
    const secure = ['1', 'true', 'yes', 'on'].includes((env.SMTP_SECURE ?? '').toLowerCase());
    const port = env.SMTP_PORT ? Number(env.SMTP_PORT) : secure ? 465 : 587;
    if (!Number.isInteger(port) || port <= 0 || port > 65535) {
      throw new Error(`SMTP_PORT must be a port number, got "${env.SMTP_PORT}"`);
    }
    smtp = { host, port, secure, user: env.SMTP_USER || null, password: env.SMTP_PASSWORD || null };
  }
  return {
    smtp,
    from: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    operatorEmail: env.OPERATOR_EMAIL || DEFAULT_OPERATOR_EMAIL,
  };
}
