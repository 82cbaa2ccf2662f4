import {
  MESSAGE_TEXTS,
  MessageCountsSchema,
  MessageInboxSchema,
  MessageRecipientSchema,
  MessageSchema,
  MESSAGES_PAGE_SIZE,
  PORTAL_SENDER_NAME,
  type MessageCounts,
} from '@qip/shared-contracts';
import { z } from 'zod';
import { loadConfig } from '../src/config';
import { runTrialEndingNotices } from '../src/routes/messages/messages.trialEnding';
import { testDialects } from './helpers/databases';
import { errorOf, jsonOf } from './helpers/json';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';

// Messages through the API: an administrator's compose (sanitised, to users of their account's
// services only), the spec's inbox calls on the caller's own inbox only, and the portal's notices.

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDialects())('messages (%s)', (dialect) => {
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
        rateLimits: { ...loadConfig({}).rateLimits, assignsWorkPerUser: { max: 10_000, windowSeconds: 3600 } },
      },
    },
  );

  const send = (token: string, body: Record<string, unknown>) =>
    t.as(token, {
      method: 'POST',
      url: '/api/messages',
      payload: { center_id: u.paddington, subject: 'Staff meeting', content: '<p>Tuesday at 3</p>', ...body },
    });
  const counts = async (token: string, userId: string): Promise<MessageCounts> =>
    jsonOf(
      await t.as(token, { method: 'POST', url: '/api/message-inbox-unread', payload: { user_id: userId } }),
      MessageCountsSchema,
    );
  const inbox = async (token: string, userId: string, page = 1) =>
    jsonOf(
      await t.as(token, { method: 'POST', url: '/api/message-inbox', payload: { user_id: userId, page } }),
      MessageInboxSchema,
    );
  const bySubject = async (token: string, userId: string, subject: string) => {
    const found = (await inbox(token, userId)).messages.find((message) => message.subject === subject);
    if (!found) throw new Error(`no message '${subject}' in the inbox`);
    return found;
  };

  it('an administrator writes to a chosen user; the content is sanitised and the member reads, marks and deletes it', async () => {
    const before = await counts(u.educator, u.educatorId);
    const response = await send(u.director, {
      subject: 'Sanitised',
      content: '<p onclick="steal()">Hi <strong>team</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
      recipients: [u.educatorId],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ sent: 1 });

    expect(await counts(u.educator, u.educatorId)).toEqual({
      inboxCount: before.inboxCount + 1,
      unreadCount: before.unreadCount + 1,
    });
    const listed = await bySubject(u.educator, u.educatorId, 'Sanitised');
    expect(listed).toMatchObject({ message_from_name: 'Dana Whitfield', read: false, user_id: u.educatorId });
    expect(listed).not.toHaveProperty('content');

    const viewed = await t.as(u.educator, {
      method: 'POST',
      url: '/api/message-view',
      payload: { id: listed.message_id, user_id: u.educatorId },
    });
    expect(jsonOf(viewed, MessageSchema).content).toBe('<p>Hi <strong>team</strong></p>');

    const marked = await t.as(u.educator, {
      method: 'POST',
      url: '/api/message-delete-unread',
      payload: { id: listed.message_id, user_id: u.educatorId },
    });
    expect(jsonOf(marked, MessageCountsSchema)).toEqual({
      inboxCount: before.inboxCount + 1,
      unreadCount: before.unreadCount,
    });
    expect((await bySubject(u.educator, u.educatorId, 'Sanitised')).read).toBe(true);

    const deleted = await t.as(u.educator, {
      method: 'DELETE',
      url: '/api/message-delete',
      payload: { message_id: listed.message_id, user_id: u.educatorId },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await counts(u.educator, u.educatorId)).toEqual(before);
    const again = await t.as(u.educator, {
      method: 'POST',
      url: '/api/message-view',
      payload: { id: listed.message_id, user_id: u.educatorId },
    });
    expect(again.statusCode).toBe(404);
  });

  it('serves only the caller’s own inbox: another user_id is a 403, another user’s message a 404', async () => {
    await send(u.director, { subject: 'Private', recipients: [u.educatorId] });
    const message = await bySubject(u.educator, u.educatorId, 'Private');

    for (const [url, payload] of [
      ['/api/message-inbox-unread', { user_id: u.educatorId }],
      ['/api/message-inbox', { user_id: u.educatorId }],
      ['/api/message-view', { id: message.message_id, user_id: u.educatorId }],
    ] as const) {
      expect((await t.as(u.director, { method: 'POST', url, payload })).statusCode).toBe(403);
    }
    const asOwnId = await t.as(u.director, {
      method: 'DELETE',
      url: '/api/message-delete',
      payload: { message_id: message.message_id, user_id: u.directorId },
    });
    expect(asOwnId.statusCode).toBe(404);
    expect((await bySubject(u.educator, u.educatorId, 'Private')).read).toBe(false);
  });

  it("sends to all of the account's users but the sender, and refuses anyone else, members and empty content", async () => {
    const recipients = z.array(MessageRecipientSchema).parse(
      (
        await t.as(u.director, {
          method: 'GET',
          url: '/api/messages/recipients',
          query: { center_id: u.paddington },
        })
      ).json(),
    );
    expect(recipients.map((recipient) => recipient.id)).toContain(u.educatorId);
    expect(recipients.map((recipient) => recipient.id)).not.toContain(u.directorId);
    expect(recipients.map((recipient) => recipient.id)).not.toContain(u.bluegumId);

    const all = await send(u.director, { subject: 'To everyone', recipients: 'all' });
    expect(all.json()).toEqual({ sent: recipients.length });
    expect((await inbox(u.director, u.directorId)).messages.map((m) => m.subject)).not.toContain('To everyone');

    const outsider = await send(u.director, { recipients: [u.bluegumId] });
    expect(outsider.statusCode).toBe(400);
    expect(errorOf(outsider).fields).toEqual([{ field: 'body.recipients', message: MESSAGE_TEXTS.notARecipient }]);

    const empty = await send(u.director, { content: '<p> </p><script>x</script>', recipients: 'all' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields?.[0]?.field).toBe('body.content');

    expect((await send(u.educator, { recipients: [u.directorId] })).statusCode).toBe(403);
    expect((await send(u.bluegum, { recipients: 'all' })).statusCode).toBe(403);
  });

  it(`pages the inbox ${MESSAGES_PAGE_SIZE} at a time, newest first`, async () => {
    const first = await inbox(u.educator, u.educatorId);
    const missing = MESSAGES_PAGE_SIZE + 1 - first.inboxCount;
    for (let i = 0; i < missing; i += 1) {
      await send(u.director, { subject: `Paged ${i}`, recipients: [u.educatorId] });
    }
    const page1 = await inbox(u.educator, u.educatorId);
    const page2 = await inbox(u.educator, u.educatorId, 2);
    expect(page1.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(page1.pageSize).toBe(MESSAGES_PAGE_SIZE);
    expect(page2.messages.length).toBe(page1.inboxCount - MESSAGES_PAGE_SIZE);
    const dates = page1.messages.map((message) => message.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("puts a notice from 'QIP Portal' in the assignee's inbox when a task is set for them", async () => {
    const question = await t.app.db
      .selectFrom('questions')
      .select('id')
      .where('center_id', 'is', null)
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    const created = await t.as(u.director, {
      method: 'POST',
      url: '/api/tasks',
      payload: {
        centerId: u.sunshineCenter,
        questionId: question.id,
        type: 'evidence',
        name: 'Label the shelves',
        summary: 'Words and pictures',
        taskDue: '2099-12-31',
        status: 1,
        asignee: u.educatorId,
      },
    });
    expect(created.statusCode).toBe(201);
    const notice = await bySubject(u.educator, u.educatorId, 'Task for you: Label the shelves');
    expect(notice).toMatchObject({ message_from: null, message_from_name: PORTAL_SENDER_NAME, read: false });
  });

  it("tells the account's administrators once when a trial ends within 7 days", async () => {
    const now = new Date();
    const endsAt = new Date(now.getTime() + 6 * DAY_MS).toISOString();
    await t.app.db.updateTable('centers').set({ trial_ends_at: endsAt }).where('id', '=', u.sunshineCenter).execute();
    const centre = await t.app.db
      .selectFrom('centers')
      .select('name')
      .where('id', '=', u.sunshineCenter)
      .executeTakeFirstOrThrow();
    const deps = { db: t.app.db, log: t.app.log, portalOrigin: 'https://portal.example' };
    const subjectOf = (name: string) => (message: { subject: string }) => message.subject.includes(name);

    const first = await runTrialEndingNotices(deps, now);
    expect(first.claimed).toBe(true);
    const notices = (await inbox(u.director, u.directorId)).messages.filter(subjectOf(centre.name));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message_from_name).toBe(PORTAL_SENDER_NAME);
    // Not to a member, and the same day's run is claimed already.
    expect((await inbox(u.educator, u.educatorId)).messages.filter(subjectOf(centre.name))).toHaveLength(0);
    expect(await runTrialEndingNotices(deps, now)).toEqual({ claimed: false, day: first.day });
    // The next day's run sees the same trial and says nothing again.
    await runTrialEndingNotices(deps, new Date(now.getTime() + DAY_MS));
    expect((await inbox(u.director, u.directorId)).messages.filter(subjectOf(centre.name))).toHaveLength(1);
  });
});
