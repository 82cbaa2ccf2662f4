import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { MailConfig } from './mailConfig';

/** One mail, in plain text and (optionally) HTML. */
export interface MailMessage {
  to: string | readonly string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** Where a mail went: handed to the SMTP server, or written to the outbox folder. */
export type MailDelivery = { via: 'smtp'; messageId: string } | { via: 'outbox'; messageId: string; file: string };

export interface Mailer {
  readonly via: 'smtp' | 'outbox';
  /** Sends the mail; rejects when the SMTP server refuses it or the file cannot be written. */
  send(message: MailMessage): Promise<MailDelivery>;
  close(): void;
}

export const OUTBOX_FOLDER = 'outbox';

/** Where the mailer logs each mail (the API's logger). */
export interface MailLog {
  info(details: object, message: string): void;
}

/** A transport made on the first mail sent, not at the API's start. */
interface LazyTransport<Info> {
  get(): Promise<Transporter<Info>>;
  close(): void;
}

/**
 * nodemailer (some 40 files) is loaded when the first mail is sent: most starts send none, and
 * making a transport opens no connection, so making it then changes nothing else (issue 18).
 */
function onFirstSend<Info>(make: (nodemailer: typeof Nodemailer) => Transporter<Info>): LazyTransport<Info> {
  let made: Transporter<Info> | undefined;
  let making: Promise<Transporter<Info>> | undefined;
  let closed = false;
  return {
    get() {
      making ??= import('nodemailer').then((nodemailer) => {
        made = make(nodemailer);
        if (closed) made.close();
        return made;
      });
      return making;
    },
    close() {
      closed = true;
      made?.close();
    },
  };
}

/** Mail through the configured SMTP server. */
function smtpMailer(config: MailConfig, smtp: NonNullable<MailConfig['smtp']>, log: MailLog): Mailer {
  const transport = onFirstSend((nodemailer) =>
    nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
    }),
  );
  return {
    via: 'smtp',
    async send(message) {
      const sender = await transport.get();
      const info = await sender.sendMail({ from: config.from, ...message, to: [...toList(message.to)] });
      log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
      return { via: 'smtp', messageId: String(info.messageId) };
    },
    close: () => transport.close(),
  };
}

/**
 * Mail written as .eml files into DATA_DIR/outbox (no SMTP configured): the whole message as a
 * mail program would receive it, so it can be opened or forwarded as it is.
 */
function outboxMailer(config: MailConfig, dataDir: string, log: MailLog): Mailer {
  const folder = path.join(dataDir, OUTBOX_FOLDER);
  const transport = onFirstSend((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    via: 'outbox',
    async send(message) {
      const sender = await transport.get();
      const info = await sender.sendMail({ from: config.from, ...message, to: [...toList(message.to)] });
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox (no SMTP configured)');
      return { via: 'outbox', messageId: String(info.messageId), file };
    },
    close: () => transport.close(),
  };
}

const toList = (to: string | readonly string[]) => (typeof to === 'string' ? [to] : to);

export function createMailer(config: MailConfig, dataDir: string, log: MailLog): Mailer {
  return config.smtp ? smtpMailer(config, config.smtp, log) : outboxMailer(config, dataDir, log);
}
