import { PORTAL_SENDER_NAME } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { noticeHtml } from '../shared/inbox';
import { insertMessages } from '../shared/messages.repository';
import { sanitiseRichText } from '../shared/richText';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A few messages in the Sunshine inboxes, so a new user's Messages page is not empty: a welcome
 * from the portal (read) and a note from the director (unread) for the educator; a welcome for
 * the director too (read).
 */
export async function seedDemoMessages(
  db: Kysely<Database>,
  people: { directorId: string; directorName: string; educatorId: string },
  now: Date,
): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const welcome = {
    subject: 'Welcome to the QIP Portal',
    content: await noticeHtml({
      subject: 'Welcome to the QIP Portal',
      paragraphs: [
        'Your services are ready: work through the seven quality areas to build your QIP and SAT.',
        'Messages from your administrators and notices from the portal (a task set for you, mentor feedback, billing) arrive here.',
      ],
    }),
    fromId: null,
    fromName: PORTAL_SENDER_NAME,
  };
  const [directorWelcome, educatorWelcome] = [
    await insertMessages(db, { ...welcome, userIds: [people.directorId] }, at(72)),
    await insertMessages(db, { ...welcome, userIds: [people.educatorId] }, at(72)),
  ];
  await db
    .updateTable('messages')
    .set({ read: 1 })
    .where('id', 'in', [...directorWelcome, ...educatorWelcome])
    .execute();
  await insertMessages(
    db,
    {
      userIds: [people.educatorId],
      subject: 'Quality Area 1 this term',
      content: await sanitiseRichText(
        '<p>Hi team,</p><p>This term we focus on <strong>Quality Area 1</strong>: please add your evidence for elements 1.1.1 to 1.1.3 by the end of the month.</p><ul><li>Photos of the learning wall</li><li>Programming notes</li></ul>',
      ),
      fromId: people.directorId,
      fromName: people.directorName,
    },
    at(20),
  );
}
