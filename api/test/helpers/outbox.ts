import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from './testApp';

// The mails the app wrote to DATA_DIR/outbox (no SMTP in tests), read back as .eml files.

export interface OutboxMail {
  to: string;
  subject: string;
  /** The whole message, quoted-printable lines joined and decoded (the text and HTML parts). */
  body: string;
}

const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const header = (eml: string, name: string) =>
  new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'm').exec(eml)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';

export async function outboxMails(t: TestApp): Promise<OutboxMail[]> {
  const folder = path.join(t.database.dataDir, 'outbox');
  const files = await readdir(folder).catch(() => []);
  const mails = await Promise.all(files.sort().map((file) => readFile(path.join(folder, file), 'utf8')));
  return mails.map((eml) => ({
    to: header(eml, 'To'),
    subject: header(eml, 'Subject'),
    body: decodeQuotedPrintable(eml),
  }));
}

/** The mails to one address. */
export async function mailsTo(t: TestApp, address: string): Promise<OutboxMail[]> {
  return (await outboxMails(t)).filter((mail) => mail.to.includes(address));
}
