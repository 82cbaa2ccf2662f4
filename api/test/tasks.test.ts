import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  addCalendarDays,
  calendarDateIn,
  formatCalendarDate,
  PORTAL_TIME_ZONE,
  type Task,
} from '@qip/shared-contracts';
import { loadConfig } from '../src/config';
import { runDailyTaskDigest } from '../src/routes/tasks/tasks.digest';
import { testDialects } from './helpers/databases';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';

// Tasks through the API: creating, editing and removing them as any user of the service, the
// assignee's mail, the dashboard's filters, tenancy, and the daily digest.

const today = () => calendarDateIn(new Date(), PORTAL_TIME_ZONE);
const inDays = (days: number) => addCalendarDays(today(), days);

const outbox = (t: TestApp) => {
  const folder = path.join(t.database.dataDir, 'outbox');
  return fs.existsSync(folder) ? fs.readdirSync(folder).map((name) => path.join(folder, name)) : [];
};
/** The mails written since `before` (a list of earlier files), as text. */
const newMails = (t: TestApp, before: readonly string[]) =>
  outbox(t)
    .filter((file) => !before.includes(file))
    .map((file) => fs.readFileSync(file, 'utf8'));

/** The first question of the bank under an element label such as '1.1.1' or '3.2.1'. */
async function questionOf(t: TestApp, elementLabel: string): Promise<string> {
  const row = await t.app.db
    .selectFrom('questions as q')
    .innerJoin('categories as c', 'c.id', 'q.category_id')
    .select('q.id')
    .where('q.center_id', 'is', null)
    .where('c.label', '=', elementLabel)
    .orderBy('q.sort_order')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe.each(testDialects())('tasks (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;
  let question: string;

  setUpTenantApp(
    dialect,
    (app, tenants) => {
      t = app;
      u = tenants;
    },
    // These tests make far more tasks in an hour than a person; the limit itself is tested with the others.
    () => ({
      config: {
        rateLimits: { ...loadConfig({}).rateLimits, assignsWorkPerUser: { max: 10_000, windowSeconds: 3600 } },
      },
    }),
  );

  beforeAll(async () => {
    question = await questionOf(t, '1.1.1');
  });

  const taskBody = (overrides: Record<string, unknown> = {}) => ({
    centerId: u.sunshineCenter,
    questionId: question,
    type: 'evidence',
    name: 'Photograph the learning wall',
    summary: 'Photos of the term 3 wall with captions',
    taskDue: inDays(7),
    status: 1,
    asignee: u.educatorId,
    ...overrides,
  });

  const create = (token: string, overrides: Record<string, unknown> = {}) =>
    t.as(token, { method: 'POST', url: '/api/tasks', payload: taskBody(overrides) });

  const list = (token: string, query: Record<string, string>) =>
    t.as(token, { method: 'GET', url: '/api/tasks', query: { center_id: u.sunshineCenter, ...query } });

  it('sets an evidence task and mails the assignee the task, its element, due date and a link to it', async () => {
    const before = outbox(t);
    const response = await create(u.director);
    expect(response.statusCode).toBe(201);
    const task = response.json<Task>();
    expect(task).toMatchObject({
      name: 'Photograph the learning wall',
      status: 1,
      taskDue: inDays(7),
      assignee: u.educatorId,
      assigneeName: 'Eli Nguyen',
      assignerName: 'Dana Whitfield',
      type: 'evidence',
      nqaId: '1.1.1',
      nqaArea: 1,
      questionId: question,
      priority: null,
      info: { nqaLabel: '1.1.1', questionType: 'embedded' },
    });

    const mails = newMails(t, before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.replace(/=\r?\n/g, '');
    expect(mail).toContain('To: educator@sunshine.test');
    expect(mail).toContain('Photograph the learning wall');
    expect(mail).toContain('1.1.1');
    expect(mail).toContain(formatCalendarDate(inDays(7)));
    expect(mail).toMatch(new RegExp(`/qip/tasks\\?task(=3D|=)${task.id}`));
  });

  it('lets a member set, edit and remove tasks, and give them to anyone of the service', async () => {
    const created = await create(u.educator, { asignee: u.directorId, name: 'Member task' });
    expect(created.statusCode).toBe(201);
    const id = created.json<Task>().id;

    const edited = await t.as(u.educator, {
      method: 'PUT',
      url: `/api/tasks/${id}`,
      payload: { ...taskBody({ asignee: u.directorId, name: 'Member task, renamed', status: 2 }) },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Task>()).toMatchObject({ name: 'Member task, renamed', status: 2 });

    const removed = await t.as(u.educator, { method: 'DELETE', url: `/api/tasks/${id}` });
    expect(removed.statusCode).toBe(200);
    expect((await t.as(u.educator, { method: 'GET', url: `/api/tasks/${id}` })).statusCode).toBe(404);
  });

  it('keeps the goal columns of a goal task', async () => {
    const response = await create(u.director, {
      type: 'goal',
      name: 'Plan the family survey',
      step_outcome: 'Draft, trial with two families, send',
      success_measure: 'Half the families answer',
      progress_notes: 'Draft started',
      priority: 'high',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Task>()).toMatchObject({
      type: 'goal',
      step_outcome: 'Draft, trial with two families, send',
      success_measure: 'Half the families answer',
      progress_notes: 'Draft started',
      priority: 'high',
    });
  });

  it('mails a new assignee on reassignment, and nobody when only the status changes', async () => {
    const id = (await create(u.educator, { asignee: u.educatorId, name: 'Reassigned task' })).json<Task>().id;
    const put = (overrides: Record<string, unknown>) =>
      t.as(u.educator, { method: 'PUT', url: `/api/tasks/${id}`, payload: taskBody(overrides) });

    let before = outbox(t);
    expect((await put({ name: 'Reassigned task', status: 2 })).statusCode).toBe(200);
    expect(newMails(t, before)).toHaveLength(0);

    before = outbox(t);
    expect((await put({ name: 'Reassigned task', asignee: u.directorId })).statusCode).toBe(200);
    const mails = newMails(t, before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: director@sunshine.test');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'name'],
      [{ summary: '' }, 'summary'],
      [{ taskDue: addCalendarDays(today(), -3) }, 'taskDue'],
      [{ taskDue: '2026-02-30' }, 'taskDue'],
      [{ status: 4 }, 'status'],
      [{ type: 'chore' }, 'type'],
      [{ priority: 'urgent' }, 'priority'],
      [{ asignee: '' }, 'asignee'],
    ];
    for (const [overrides, field] of cases) {
      const response = await create(u.director, overrides);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: { field: string }[] }>().fields.map((f) => f.field)).toContain(`body.${field}`);
    }
  });

  it('gives tasks only to users of the service: 400 for the account’s others, 404 for another tenant’s', async () => {
    const outsider = randomUUID();
    const stamp = new Date().toISOString();
    const account = await t.app.db
      .selectFrom('users')
      .select('account_id')
      .where('id', '=', u.directorId)
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('users')
      .values({
        id: outsider,
        account_id: account.account_id,
        email: `outsider-${outsider}@sunshine.test`,
        name: 'Not On This Service',
        password_hash: 'x',
        user_type: 'USER',
        phone: null,
        street_address: null,
        suburb: null,
        state: null,
        postal_code: null,
        tel_num: null,
        mobile_num: null,
        additional_email: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();

    const sameAccount = await create(u.director, { asignee: outsider });
    expect(sameAccount.statusCode).toBe(400);
    expect(sameAccount.json<{ fields: { field: string }[] }>().fields).toEqual([
      { field: 'body.asignee', message: 'Tasks can only be given to users of this service.' },
    ]);

    const otherTenant = await create(u.director, { asignee: u.bluegumId });
    expect(otherTenant.statusCode).toBe(404);
    expect(otherTenant.json<{ fields: { field: string }[] }>().fields[0]?.field).toBe('body.asignee');
  });

  it('keeps an overdue task’s own due date when it is edited', async () => {
    const id = (await create(u.director, { name: 'Overdue but edited' })).json<Task>().id;
    const past = addCalendarDays(today(), -5);
    await t.app.db.updateTable('tasks').set({ task_due: past }).where('id', '=', id).execute();
    const response = await t.as(u.educator, {
      method: 'PUT',
      url: `/api/tasks/${id}`,
      payload: taskBody({ name: 'Overdue but edited', taskDue: past, status: 2 }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Task>()).toMatchObject({ taskDue: past, status: 2 });
  });

  it('refuses another tenant (403) and never changes its tasks', async () => {
    const id = (await create(u.director, { name: 'Sunshine only' })).json<Task>().id;
    expect((await list(u.bluegum, {})).statusCode).toBe(403);
    expect((await t.as(u.bluegum, { method: 'GET', url: `/api/tasks/${id}` })).statusCode).toBe(403);
    const put = await t.as(u.bluegum, {
      method: 'PUT',
      url: `/api/tasks/${id}`,
      payload: taskBody({ name: 'Hijacked', asignee: u.bluegumId }),
    });
    expect([403, 404]).toContain(put.statusCode);
    expect((await t.as(u.bluegum, { method: 'DELETE', url: `/api/tasks/${id}` })).statusCode).toBe(403);
    const create403 = await create(u.bluegum, { asignee: u.bluegumId });
    expect(create403.statusCode).toBe(403);
    expect((await t.as(u.director, { method: 'GET', url: `/api/tasks/${id}` })).json<Task>().name).toBe(
      'Sunshine only',
    );
    const users = await t.as(u.bluegum, { method: 'GET', url: `/api/center/${u.sunshineCenter}/users` });
    expect(users.statusCode).toBe(403);
  });

  describe('the dashboard listing', () => {
    const center = () => u.otherSunshineCenter;
    const listed = async (query: Record<string, string>) => {
      const response = await t.as(u.director, {
        method: 'GET',
        url: '/api/tasks',
        query: { center_id: center(), ...query },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ tasks: Task[]; total: number; page: number; pageSize: number }>();
    };

    beforeAll(async () => {
      const q1 = await questionOf(t, '1.1.1');
      const q3 = await questionOf(t, '3.2.1');
      const stamp = new Date().toISOString();
      const row = (name: string, questionId: string, due: string, status: number, assignee: string) => ({
        id: randomUUID(),
        center_id: center(),
        question_id: questionId,
        type: 'evidence' as const,
        name,
        summary: 'listing',
        status,
        task_due: due,
        assignee_id: assignee,
        assigner_id: u.directorId,
        step_outcome: '',
        success_measure: '',
        progress_notes: '',
        priority: null,
        created_at: stamp,
        updated_at: stamp,
      });
      const rows = [
        row('Overdue one', q1, inDays(-2), 1, u.educatorId),
        row('Done but past', q1, inDays(-1), 3, u.educatorId),
        row('Area three', q3, inDays(5), 2, u.directorId),
      ];
      for (let index = 0; index < 11; index += 1) {
        rows.push(row(`Later ${index}`, q1, inDays(30 + index), 1, u.directorId));
      }
      await t.app.db.insertInto('tasks').values(rows).execute();
    });

    it('pages by 10, soonest due first', async () => {
      const first = await listed({});
      expect(first).toMatchObject({ total: 14, page: 1, pageSize: 10 });
      expect(first.tasks.map((task) => task.name).slice(0, 3)).toEqual(['Overdue one', 'Done but past', 'Area three']);
      const second = await listed({ page: '2' });
      expect(second.tasks).toHaveLength(4);
    });

    it('filters by quality areas, due dates, assignee name and overdue', async () => {
      expect((await listed({ nqa_areas: '3' })).tasks.map((task) => task.name)).toEqual(['Area three']);
      expect((await listed({ nqa_areas: '1,3' })).total).toBe(14);
      expect((await listed({ date_from: inDays(-2), date_to: inDays(5) })).total).toBe(3);
      expect((await listed({ assignee_name: 'eli' })).tasks.map((task) => task.name)).toEqual([
        'Overdue one',
        'Done but past',
      ]);
      expect((await listed({ assignee_name: '%' })).total).toBe(0);
      expect((await listed({ overdue: '1' })).tasks.map((task) => task.name)).toEqual(['Overdue one']);
    });

    it('refuses a malformed filter with a 400 naming it', async () => {
      const response = await t.as(u.director, {
        method: 'GET',
        url: '/api/tasks',
        query: { center_id: center(), nqa_areas: '1,9' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fields: { field: string }[] }>().fields[0]?.field).toBe('query.nqa_areas');
    });

    it('counts each question’s evidence and goal tasks', async () => {
      const response = await t.as(u.educator, {
        method: 'GET',
        url: '/api/tasks/counts',
        query: { center_id: center() },
      });
      expect(response.statusCode).toBe(200);
      const q3 = await questionOf(t, '3.2.1');
      expect(response.json<{ questionId: string; evidence: number; goal: number }[]>()).toContainEqual({
        questionId: q3,
        evidence: 1,
        goal: 0,
      });
    });

    it('lists the users a task can be given to', async () => {
      const response = await t.as(u.educator, { method: 'GET', url: `/api/center/${center()}/users` });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ name: string }[]>().map((user) => user.name)).toEqual(['Dana Whitfield', 'Eli Nguyen']);
    });
  });

  describe('the daily digest', () => {
    it('mails each person their overdue and soon-due open tasks once a day, however many processes run it', async () => {
      // A day of its own, so the runs other tests' schedules might make do not interfere.
      const now = new Date('2031-06-10T00:00:00Z');
      const day = calendarDateIn(now, PORTAL_TIME_ZONE);
      await t.app.db.deleteFrom('tasks').execute();
      const stamp = now.toISOString();
      const row = (name: string, due: string, status: number, assignee: string) => ({
        id: randomUUID(),
        center_id: u.sunshineCenter,
        question_id: question,
        type: 'evidence' as const,
        name,
        summary: 'digest',
        status,
        task_due: due,
        assignee_id: assignee,
        assigner_id: u.directorId,
        step_outcome: '',
        success_measure: '',
        progress_notes: '',
        priority: null,
        created_at: stamp,
        updated_at: stamp,
      });
      await t.app.db
        .insertInto('tasks')
        .values([
          row('Digest overdue', addCalendarDays(day, -1), 2, u.educatorId),
          row('Digest in three days', addCalendarDays(day, 3), 1, u.educatorId),
          row('Digest next week', addCalendarDays(day, 7), 1, u.educatorId),
          row('Digest completed', addCalendarDays(day, -1), 3, u.directorId),
          row('Digest for Dana', day, 1, u.directorId),
        ])
        .execute();

      const second = t.database.connectAgain();
      const before = outbox(t);
      try {
        const deps = { mail: t.app.mail, log: t.app.log, portalOrigin: 'https://portal.example' };
        const outcomes = await Promise.all([
          runDailyTaskDigest({ ...deps, db: t.app.db }, now),
          runDailyTaskDigest({ ...deps, db: second.db }, now),
        ]);
        expect(outcomes.filter((outcome) => outcome.claimed)).toEqual([{ claimed: true, day, mails: 2, failed: 0 }]);
        expect(await runDailyTaskDigest({ ...deps, db: second.db }, now)).toEqual({ claimed: false, day });
      } finally {
        await second.close();
      }

      const mails = newMails(t, before).map((mail) => mail.replace(/=\r?\n/g, ''));
      expect(mails).toHaveLength(2);
      const eli = mails.find((mail) => mail.includes('To: educator@sunshine.test'));
      expect(eli).toContain('Digest overdue');
      expect(eli).toContain('Digest in three days');
      expect(eli).not.toContain('Digest next week');
      const dana = mails.find((mail) => mail.includes('To: director@sunshine.test'));
      expect(dana).toContain('Digest for Dana');
      expect(dana).not.toContain('Digest completed');

      const runs = await t.app.db.selectFrom('scheduled_job_runs').selectAll().where('period', '=', day).execute();
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ job: 'task-digest', outcome: '2 mail(s), 0 failed' });
    });
  });
});

describe.each(testDialects())('the limit on task writes (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;
  setUpTenantApp(
    dialect,
    (app, tenants) => {
      t = app;
      u = tenants;
    },
    () => ({
      config: { rateLimits: { ...loadConfig({}).rateLimits, assignsWorkPerUser: { max: 2, windowSeconds: 3600 } } },
    }),
  );

  it("counts a user's task writes on their own (429 past the limit) and leaves their mail limit alone", async () => {
    const question = await questionOf(t, '1.1.1');
    const create = (token: string) =>
      t.as(token, {
        method: 'POST',
        url: '/api/tasks',
        payload: {
          centerId: u.sunshineCenter,
          questionId: question,
          type: 'evidence',
          name: 'Photograph the learning wall',
          summary: 'Photos of the term 3 wall with captions',
          taskDue: inDays(7),
          status: 1,
          asignee: u.educatorId,
        },
      });
    expect((await create(u.director)).statusCode).toBe(201);
    expect((await create(u.director)).statusCode).toBe(201);
    const refused = await create(u.director);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    // Another user counts on their own.
    expect((await create(u.educator)).statusCode).toBe(201);
  });
});
