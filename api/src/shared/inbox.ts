import { PORTAL_SENDER_NAME } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertMessages } from './messages.repository';
import { sanitiseRichText } from './richText';

// The portal's own notices in the Messages inbox (beyond the spec): where the portal already mails
// someone (a task assigned, mentor feedback published, a payment failed) and a trial ending, the
// same news also waits in their inbox, from 'QIP Portal'.

export interface Notice {
  subject: string;
  /** Paragraphs of plain text (escaped here). */
  paragraphs: readonly string[];
  /** Where to go about it: an address in the portal. */
  link?: { href: string; text: string };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The notice as the sanitised HTML a message holds. */
export async function noticeHtml(notice: Notice): Promise<string> {
  const paragraphs = notice.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`);
  if (notice.link) {
    paragraphs.push(`<p><a href="${escapeHtml(notice.link.href)}">${escapeHtml(notice.link.text)}</a></p>`);
  }
  return sanitiseRichText(paragraphs.join(''));
}

export interface NoticeDeps {
  db: Kysely<Database>;
  log: { error(details: object, message: string): void };
}

/**
 * Puts the notice into each user's inbox. A failure is logged, never the caller's error: what
 * the notice is about (the task, the review, the payment) has already happened.
 */
export async function sendNotice(
  deps: NoticeDeps,
  userIds: readonly string[],
  notice: Notice,
  now: Date,
): Promise<void> {
  try {
    await insertMessages(
      deps.db,
      {
        userIds,
        subject: notice.subject,
        content: await noticeHtml(notice),
        fromId: null,
        fromName: PORTAL_SENDER_NAME,
      },
      now,
    );
  } catch (error) {
    deps.log.error({ err: error, subject: notice.subject }, 'a notice could not be put in the inbox');
  }
}
