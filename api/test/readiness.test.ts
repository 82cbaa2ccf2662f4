import {
  addCalendarDays,
  calendarDateIn,
  endpoints,
  PORTAL_TIME_ZONE,
  type Question,
  type Readiness,
  type ReadinessCheckId,
} from '@qip/shared-contracts';
import { listQuestions } from './helpers/assessment';
import { testDialects } from './helpers/databases';
import { jsonOf } from './helpers/json';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';

// The readiness view on a service seeded with known gaps, fixed one by one through the API.

const today = () => calendarDateIn(new Date(), PORTAL_TIME_ZONE);

describe.each(testDialects())('GET /api/readiness (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;
  let elements: number;
  let laws: number;
  let questions: Question[];

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  beforeAll(async () => {
    // The rows of the version in force: its own, or those of the version it revises (nqs2026).
    const version = await t.app.db
      .selectFrom('nqs_versions')
      .select((eb) => eb.fn.coalesce('base_version_id', 'id').as('id'))
      .where('is_current', '=', 1)
      .executeTakeFirstOrThrow();
    const count = async (table: 'categories' | 'laws_regulations', kind?: 'element') => {
      let query = t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('nqs_version_id', '=', version.id);
      if (kind) query = query.where('kind', '=', kind);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    elements = await count('categories', 'element');
    laws = await count('laws_regulations');
    questions = await listQuestions(t, u.director, { center_id: u.sunshineCenter, category_id: 'nqs2018-1.1.1' });
  });

  const view = async (token = u.educator, center = u.sunshineCenter): Promise<Readiness> =>
    jsonOf(
      await t.as(token, { method: 'GET', url: '/api/readiness', query: { center_id: center } }),
      endpoints.readiness.view.response,
    );
  const rowsOf = (readiness: Readiness, id: ReadinessCheckId) =>
    readiness.checks.find((check) => check.id === id)?.rows ?? [];
  const answer = async (question: Question, result: 1 | 2) => {
    const response = await t.as(u.director, {
      method: 'POST',
      url: '/api/question/comply',
      payload: { center_id: u.sunshineCenter, question_id: question.id, result },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Question>().cqrId!;
  };
  const createTask = async (question: Question, type: 'evidence' | 'goal', name: string) => {
    const response = await t.as(u.educator, {
      method: 'POST',
      url: '/api/tasks',
      payload: {
        centerId: u.sunshineCenter,
        questionId: question.id,
        type,
        name,
        summary: 'For the readiness test',
        taskDue: addCalendarDays(today(), 3),
        status: 1,
        asignee: u.educatorId,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };

  it('lists every gap of a service that has done nothing yet, in the six checks', async () => {
    const readiness = await view();
    expect(readiness.areas.map((area) => area.areaId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(readiness.areas[0]?.title).toBe('Educational program and practice');
    expect(readiness.checks.map((check) => check.id)).toEqual([
      'noEvidence',
      'goalsWithoutTasks',
      'overdueTasks',
      'lawsNotRecorded',
      'strengthsNotChosen',
      'nqsChanged',
    ]);
    expect(rowsOf(readiness, 'noEvidence')).toHaveLength(elements);
    expect(rowsOf(readiness, 'noEvidence')[0]).toEqual({
      areaId: 1,
      label: '1.1.1',
      title: 'Approved learning framework',
      detail: '0 answered Yes',
      target: { kind: 'element', areaId: 1, elementLabel: '1.1.1' },
    });
    expect(rowsOf(readiness, 'goalsWithoutTasks')).toEqual([]);
    expect(rowsOf(readiness, 'overdueTasks')).toEqual([]);
    expect(rowsOf(readiness, 'lawsNotRecorded')).toHaveLength(laws);
    expect(rowsOf(readiness, 'lawsNotRecorded')[0]).toMatchObject({ areaId: 1, target: { kind: 'laws', areaId: 1 } });
    expect(rowsOf(readiness, 'strengthsNotChosen')).toHaveLength(elements);
    expect(rowsOf(readiness, 'strengthsNotChosen')[0]).toMatchObject({
      detail: '0 of 5',
      target: { kind: 'sat', areaId: 1, elementLabel: '1.1.1' },
    });
    // Nothing answered before the 2026 NQS: no changed element to review.
    expect(rowsOf(readiness, 'nqsChanged')).toEqual([]);
  });

  it('lists an element the 2026 NQS changed since the service answered it, until someone reviews it', async () => {
    const [question] = await listQuestions(t, u.director, {
      center_id: u.sunshineCenter,
      category_id: 'nqs2018-2.2.3',
    });
    await answer(question!, 1);
    // As answered in 2025, under the 2018 wording.
    const in2025 = '2025-06-01T09:00:00.000Z';
    await t.app.db
      .updateTable('question_results')
      .set({ created_at: in2025, answered_at: in2025, updated_at: in2025 })
      .where('center_id', '=', u.sunshineCenter)
      .where('question_id', '=', question!.id)
      .execute();
    expect(rowsOf(await view(), 'nqsChanged')).toEqual([
      {
        areaId: 2,
        label: '2.2.3',
        title: 'Child safety and protection',
        detail: expect.any(String) as string,
        target: { kind: 'element', areaId: 2, elementLabel: '2.2.3' },
      },
    ]);
    const reviewed = await t.as(u.educator, {
      method: 'POST',
      url: '/api/nqs-changes/review',
      payload: { center_id: u.sunshineCenter, category_id: 'nqs2018-2.2.3' },
    });
    expect(reviewed.statusCode).toBe(200);
    expect(rowsOf(await view(), 'nqsChanged')).toEqual([]);
  });

  it('takes an element out of "no evidence" once a Yes answer has evidence', async () => {
    const cqr = await answer(questions[0]!, 1);
    let row = rowsOf(await view(), 'noEvidence').find((item) => item.label === '1.1.1');
    expect(row?.detail).toBe('1 answered Yes');
    const evidence = await t.as(u.educator, {
      method: 'POST',
      url: '/api/question/evidence',
      payload: { title: 'comment', label: 'Team meeting', cqr_id: cqr, name: 'We planted herbs with the children.' },
    });
    expect(evidence.statusCode).toBe(201);
    const readiness = await view();
    row = rowsOf(readiness, 'noEvidence').find((item) => item.label === '1.1.1');
    expect(row).toBeUndefined();
    expect(rowsOf(readiness, 'noEvidence')).toHaveLength(elements - 1);
  });

  it('lists a No answer as a goal without a task until a goal task is set for it', async () => {
    const goal = questions[1]!;
    await answer(goal, 2);
    let rows = rowsOf(await view(), 'goalsWithoutTasks');
    expect(rows).toEqual([
      {
        areaId: 1,
        label: '1.1.1',
        title: goal.title,
        detail: '1.1.1',
        target: { kind: 'question', areaId: 1, elementLabel: '1.1.1', category: goal.type, questionId: goal.id },
      },
    ]);
    // An evidence task does not reach the goal; a goal task does.
    await createTask(goal, 'evidence', 'Collect photos');
    expect(rowsOf(await view(), 'goalsWithoutTasks')).toHaveLength(1);
    await createTask(goal, 'goal', 'Plan the new routine');
    rows = rowsOf(await view(), 'goalsWithoutTasks');
    expect(rows).toEqual([]);
  });

  it('lists a task past its due date as overdue until it is completed', async () => {
    const id = await createTask(questions[0]!, 'evidence', 'Photograph the learning wall');
    expect(rowsOf(await view(), 'overdueTasks')).toEqual([]);
    const yesterday = addCalendarDays(today(), -1);
    await t.app.db.updateTable('tasks').set({ task_due: yesterday }).where('id', '=', id).execute();
    const rows = rowsOf(await view(), 'overdueTasks');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      areaId: 1,
      label: 'Photograph the learning wall',
      target: { kind: 'task', taskId: id },
    });
    const done = await t.as(u.educator, {
      method: 'PUT',
      url: `/api/tasks/${id}`,
      payload: {
        name: 'Photograph the learning wall',
        summary: 'For the readiness test',
        taskDue: yesterday,
        status: 3,
        asignee: u.educatorId,
      },
    });
    expect(done.statusCode).toBe(200);
    expect(rowsOf(await view(), 'overdueTasks')).toEqual([]);
  });

  it('counts a law as recorded once it has any result', async () => {
    const area1 = jsonOf(
      await t.as(u.director, { method: 'GET', url: '/api/laws-regulations-get/1' }),
      endpoints.lawsRegulations.list.response,
    );
    const saved = await t.as(u.educator, {
      method: 'POST',
      url: '/api/laws-regulations',
      payload: { center_id: u.sunshineCenter, nqa_id: 1, lar_result: [{ lar_id: area1[0]!.id, result: 2 }] },
    });
    expect(saved.statusCode).toBe(201);
    const rows = rowsOf(await view(), 'lawsNotRecorded');
    expect(rows).toHaveLength(laws - 1);
    expect(rows.filter((row) => row.areaId === 1)).toHaveLength(area1.length - 1);
  });

  it('shows how many SAT strengths an element has until it has five', async () => {
    const added = await t.as(u.educator, {
      method: 'PUT',
      url: '/api/sat-data',
      payload: { centerId: u.sunshineCenter, questionId: questions[0]!.id, satDescription: 'Our learning wall.' },
    });
    expect(added.statusCode).toBe(200);
    const row = rowsOf(await view(), 'strengthsNotChosen').find((item) => item.label === '1.1.1');
    expect(row?.detail).toBe('1 of 5');
  });

  it('is refused to users of other services', async () => {
    const refused = await t.as(u.bluegum, {
      method: 'GET',
      url: '/api/readiness',
      query: { center_id: u.sunshineCenter },
    });
    expect(refused.statusCode).toBe(403);
    // Another service of the same account sees only its own gaps.
    expect(rowsOf(await view(u.director, u.otherSunshineCenter), 'noEvidence')).toHaveLength(elements);
  });
});
