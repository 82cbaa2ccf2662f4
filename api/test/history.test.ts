import {
  ApiErrorBodySchema,
  endpoints,
  SaveConflictSchema,
  type ChangeEntry,
  type Question,
} from '@qip/shared-contracts';
import { listQuestions } from './helpers/assessment';
import { testDialects } from './helpers/databases';
import { jsonOf } from './helpers/json';
import { dataUrl, PNG_1X1 } from './helpers/uploads';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';

/** Questions of area 2 are used (each test its own); custom items are filed under its first element. */
const AREA = 'nqs2018-2';
const ELEMENT = 'nqs2018-2.1.1';
const DIRECTOR = 'Dana Whitfield';
const EDUCATOR = 'Eli Nguyen';

describe.each(testDialects())('history, restore and no silent overwrite (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;
  let questions: Question[];
  let used = 0;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  beforeAll(async () => {
    questions = (await listQuestions(t, u.director, { center_id: u.sunshineCenter, category_id: AREA })).filter(
      (question) => !question.isCustom,
    );
  });

  /** A bank question of the element no other test has touched. */
  function freshQuestion(): Question {
    const question = questions[used];
    used += 1;
    if (!question) throw new Error(`${AREA} has too few questions for these tests`);
    return question;
  }

  const comply = (token: string, payload: Record<string, unknown>) =>
    t.as(token, { method: 'POST', url: '/api/question/comply', payload });

  async function saved(token: string, payload: Record<string, unknown>): Promise<Question> {
    const response = await comply(token, { center_id: u.sunshineCenter, ...payload });
    expect(response.statusCode).toBe(200);
    return jsonOf(response, endpoints.assessment.comply.response);
  }

  async function historyOf(questionId: string, query: Record<string, string> = {}, token = u.director) {
    const response = await t.as(token, {
      method: 'GET',
      url: '/api/history',
      query: { center_id: u.sunshineCenter, question_id: questionId, ...query },
    });
    expect(response.statusCode).toBe(200);
    return jsonOf(response, endpoints.history.list.response);
  }

  /** An evidence item added by the director to a fresh question answered Yes and linked to a second one. */
  async function evidenceOnTwoQuestions(item: { title: string; label: string; name: string }) {
    const question = freshQuestion();
    const yes = await saved(u.director, { question_id: question.id, result: 1 });
    const other = freshQuestion();
    const otherYes = await saved(u.director, { question_id: other.id, result: 1 });
    const added = await t.as(u.director, {
      method: 'POST',
      url: '/api/question/evidence',
      payload: { ...item, cqr_id: yes.cqrId },
    });
    expect(added.statusCode).toBe(201);
    const evidenceId = jsonOf(added, endpoints.evidence.create.response).id;
    const link = await t.as(u.director, {
      method: 'POST',
      url: `/api/question/evidence/${evidenceId}/questions`,
      payload: { cqr_id: otherYes.cqrId },
    });
    expect(link.statusCode).toBe(200);
    return { question, other, otherYes, evidenceId };
  }

  const restore = (token: string, id: string, value: 'before' | 'after') =>
    t.as(token, { method: 'POST', url: `/api/history/${id}/restore`, payload: { value } });

  const brief = (entry: ChangeEntry) => ({
    kind: entry.kind,
    field: entry.field,
    before: entry.before,
    after: entry.after,
    userName: entry.userName,
  });

  it('records an answer and each of its texts with who, when, before and after, newest first', async () => {
    const question = freshQuestion();
    const started = new Date().toISOString();
    await saved(u.director, { question_id: question.id, result: 2 });
    await saved(u.educator, { question_id: question.id, notes: 'First note' });
    await saved(u.director, { question_id: question.id, notes: 'Second note', goalStrategy: 'Plan the garden' });
    await saved(u.director, { question_id: question.id, self_assessment: 'We plan well', evidence_note: 'See photos' });
    // Saving the same text again changes nothing, and nothing is recorded.
    await saved(u.director, { question_id: question.id, notes: 'Second note' });

    const page = await historyOf(question.id);
    expect(page.total).toBe(6);
    // Newest first; the texts of one save in the order the answer lists them.
    expect(page.entries.map(brief)).toEqual([
      { kind: 'evidenceNote', field: 'evidence_note', before: null, after: 'See photos', userName: DIRECTOR },
      { kind: 'selfAssessment', field: 'self_assessment', before: null, after: 'We plan well', userName: DIRECTOR },
      { kind: 'strategy', field: 'goal_strategy', before: null, after: 'Plan the garden', userName: DIRECTOR },
      { kind: 'note', field: 'notes', before: 'First note', after: 'Second note', userName: DIRECTOR },
      { kind: 'note', field: 'notes', before: null, after: 'First note', userName: EDUCATOR },
      { kind: 'answer', field: 'status', before: 'Unanswered', after: 'No', userName: DIRECTOR },
    ]);
    const [newest] = page.entries;
    expect(newest).toMatchObject({ centerId: u.sunshineCenter, questionId: question.id, userId: u.directorId });
    expect(newest!.at >= started).toBe(true);
    expect(page.entries.map((entry) => entry.restorable)).toEqual(page.entries.map((entry) => entry.kind !== 'answer'));
    // Newest first, strictly.
    const times = page.entries.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);

    const second = await historyOf(question.id, { page: '2', page_size: '4' });
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(second.entries.map((entry) => entry.id)).toEqual(page.entries.slice(4).map((entry) => entry.id));
  });

  it('records custom items as answers: added, changed and removed', async () => {
    const created = await t.as(u.director, {
      method: 'POST',
      url: '/api/questions',
      payload: { type: 'embedded', center_id: u.sunshineCenter, description: 'Garden walks', category_id: ELEMENT },
    });
    expect(created.statusCode).toBe(201);
    const item = jsonOf(created, endpoints.assessment.createCustom.response);
    const changed = await t.as(u.director, {
      method: 'PUT',
      url: `/api/question/${item.id}`,
      payload: { center_id: u.sunshineCenter, description: 'Garden walks each term', status: 1 },
    });
    expect(changed.statusCode).toBe(200);
    const removed = await t.as(u.director, { method: 'DELETE', url: `/api/questions/${item.id}/${ELEMENT}` });
    expect(removed.statusCode).toBe(200);

    const { entries } = await historyOf(item.id);
    expect(entries.map(brief)).toEqual(
      expect.arrayContaining([
        { kind: 'answer', field: 'added', before: null, after: 'Garden walks', userName: DIRECTOR },
        {
          kind: 'answer',
          field: 'description',
          before: 'Garden walks',
          after: 'Garden walks each term',
          userName: DIRECTOR,
        },
        { kind: 'answer', field: 'status', before: 'No', after: 'Yes', userName: DIRECTOR },
        { kind: 'answer', field: 'removed', before: 'Garden walks each term', after: null, userName: DIRECTOR },
      ]),
    );
    expect(entries[0]!.field).toBe('removed');
  });

  it('records a SAT description, and restores an earlier one as a new change', async () => {
    const question = freshQuestion();
    await saved(u.director, { question_id: question.id, result: 1 });
    const created = await t.as(u.director, {
      method: 'PUT',
      url: '/api/sat-data',
      payload: { centerId: u.sunshineCenter, questionId: question.id, satDescription: 'Our first words' },
    });
    expect(created.statusCode).toBe(200);
    const entry = jsonOf(created, endpoints.sat.create.response);
    const updated = await t.as(u.educator, {
      method: 'PUT',
      url: `/api/sat-data-update/${entry.id}`,
      payload: { satDescription: 'Our second words', version: entry.version },
    });
    expect(updated.statusCode).toBe(200);

    const { entries } = await historyOf(question.id);
    const sat = entries.filter((change) => change.kind === 'satDescription');
    expect(sat.map(brief)).toEqual([
      {
        kind: 'satDescription',
        field: 'sat_description',
        before: 'Our first words',
        after: 'Our second words',
        userName: EDUCATOR,
      },
      { kind: 'satDescription', field: 'sat_description', before: null, after: 'Our first words', userName: DIRECTOR },
    ]);

    const restored = await restore(u.director, sat[0]!.id, 'before');
    expect(restored.statusCode).toBe(200);
    expect(brief(jsonOf(restored, endpoints.history.restore.response))).toEqual({
      kind: 'satDescription',
      field: 'sat_description',
      before: 'Our second words',
      after: 'Our first words',
      userName: DIRECTOR,
    });
    const read = await t.as(u.director, { method: 'GET', url: `/api/sat-data/${entry.id}` });
    expect(jsonOf(read, endpoints.sat.get.response)).toMatchObject({ sat_description: 'Our first words', version: 3 });
  });

  it('restores an earlier note: written back and recorded; the note there now stays in the history', async () => {
    const question = freshQuestion();
    await saved(u.director, { question_id: question.id, notes: 'Version one' });
    await saved(u.director, { question_id: question.id, notes: 'Version two' });
    const first = (await historyOf(question.id)).entries.find((entry) => entry.after === 'Version one')!;

    const response = await restore(u.educator, first.id, 'after');
    expect(response.statusCode).toBe(200);
    const [questionNow] = (
      await listQuestions(t, u.director, { center_id: u.sunshineCenter, category_id: AREA })
    ).filter((candidate) => candidate.id === question.id);
    expect(questionNow!.notes).toBe('Version one');
    const { entries, total } = await historyOf(question.id);
    expect(total).toBe(3);
    expect(brief(entries[0]!)).toEqual({
      kind: 'note',
      field: 'notes',
      before: 'Version two',
      after: 'Version one',
      userName: EDUCATOR,
    });
  });

  it('refuses a restore to another centre (404), a viewer (403), a blocked service (403) and of an answer (409)', async () => {
    const question = freshQuestion();
    await saved(u.director, { question_id: question.id, result: 1, notes: 'Keep me' });
    const { entries } = await historyOf(question.id);
    const note = entries.find((entry) => entry.kind === 'note')!;
    const answer = entries.find((entry) => entry.kind === 'answer')!;

    expect((await restore(u.bluegum, note.id, 'before')).statusCode).toBe(404);
    expect((await restore(u.bluegum, 'no-such-change', 'before')).statusCode).toBe(404);
    const otherHistory = await t.as(u.bluegum, {
      method: 'GET',
      url: '/api/history',
      query: { center_id: u.sunshineCenter, question_id: question.id },
    });
    expect(otherHistory.statusCode).toBe(403);
    expect((await restore(u.viewer, note.id, 'before')).statusCode).toBe(403);
    const refused = await restore(u.director, answer.id, 'before');
    expect(refused.statusCode).toBe(409);
    expect(jsonOf(refused, ApiErrorBodySchema).message).toContain('can be restored');
    // A viewer still reads the history.
    expect((await historyOf(question.id, {}, u.viewer)).total).toBe(2);

    const centre = await t.app.db
      .selectFrom('centers')
      .select('trial_ends_at')
      .where('id', '=', u.sunshineCenter)
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('centers')
      .set({ trial_ends_at: new Date(Date.now() - 10 * 24 * 60 * 60 * 1000).toISOString() })
      .where('id', '=', u.sunshineCenter)
      .execute();
    try {
      expect((await restore(u.director, note.id, 'before')).statusCode).toBe(403);
    } finally {
      await t.app.db.updateTable('centers').set(centre).where('id', '=', u.sunshineCenter).execute();
    }
    // Nothing was restored.
    expect((await historyOf(question.id)).total).toBe(2);
  });

  it('refuses a note saved from an older copy (409: who, when and their text), and saves over it with the new version', async () => {
    const question = freshQuestion();
    const loaded = await saved(u.director, { question_id: question.id, notes: 'Loaded by both' });
    const theirs = await saved(u.educator, { question_id: question.id, notes: 'Theirs', version: loaded.version });
    expect(theirs.version).toBe(loaded.version + 1);

    const stale = await comply(u.director, {
      center_id: u.sunshineCenter,
      question_id: question.id,
      notes: 'Mine',
      version: loaded.version,
    });
    expect(stale.statusCode).toBe(409);
    const conflict = jsonOf(stale, SaveConflictSchema);
    expect(conflict.message).toMatch(new RegExp(`^Changed by ${EDUCATOR} at \\d{1,2} \\w{3} \\d{4}, \\d{1,2}:\\d{2}`));
    expect(conflict.current).toMatchObject({ text: 'Theirs', version: theirs.version, by: EDUCATOR });
    expect(Number.isNaN(Date.parse(conflict.current.at))).toBe(false);
    expect((await historyOf(question.id)).entries[0]!.after).toBe('Theirs');

    const mine = await saved(u.director, { question_id: question.id, notes: 'Mine', version: theirs.version });
    expect(mine).toMatchObject({ notes: 'Mine', version: theirs.version + 1 });
    // An older client sends no version: its save is accepted as before.
    expect((await saved(u.educator, { question_id: question.id, notes: 'Old client' })).notes).toBe('Old client');
  });

  it('refuses a SAT description saved from an older copy, and accepts the fresh version', async () => {
    const question = freshQuestion();
    await saved(u.director, { question_id: question.id, result: 1 });
    const created = await t.as(u.director, {
      method: 'PUT',
      url: '/api/sat-data',
      payload: { centerId: u.sunshineCenter, questionId: question.id, satDescription: 'Start' },
    });
    const entry = jsonOf(created, endpoints.sat.create.response);
    const update = (token: string, text: string, version: number) =>
      t.as(token, {
        method: 'PUT',
        url: `/api/sat-data-update/${entry.id}`,
        payload: { satDescription: text, version },
      });

    expect((await update(u.educator, 'Theirs', entry.version)).statusCode).toBe(200);
    const stale = await update(u.director, 'Mine', entry.version);
    expect(stale.statusCode).toBe(409);
    const conflict = jsonOf(stale, SaveConflictSchema);
    expect(conflict.message).toMatch(new RegExp(`^Changed by ${EDUCATOR} at `));
    expect(conflict.current).toMatchObject({ text: 'Theirs', version: entry.version + 1, by: EDUCATOR });
    expect((await update(u.director, 'Mine', entry.version + 1)).statusCode).toBe(200);
  });

  it('refuses a first SAT description saved from an older copy (two people describing a new strength)', async () => {
    const question = freshQuestion();
    await saved(u.director, { question_id: question.id, result: 1 });
    const describe = (token: string, satDescription: string) =>
      t.as(token, {
        method: 'PUT',
        url: '/api/sat-data',
        payload: { centerId: u.sunshineCenter, questionId: question.id, satDescription, version: 0 },
      });
    expect((await describe(u.educator, 'The educator’s words')).statusCode).toBe(200);
    const refused = await describe(u.director, 'The director’s words');
    expect(refused.statusCode).toBe(409);
    expect(jsonOf(refused, SaveConflictSchema).current).toMatchObject({
      text: 'The educator’s words',
      version: 1,
      by: EDUCATOR,
    });
  });

  it('records law results, evidence links and tasks', async () => {
    // Evidence: a link added, linked to another question, taken off it, then deleted.
    const { question, other, otherYes, evidenceId } = await evidenceOnTwoQuestions({
      title: 'link',
      label: 'Garden policy',
      name: 'https://example.com/garden',
    });
    const unlink = await t.as(u.director, {
      method: 'DELETE',
      url: `/api/question/evidence/${evidenceId}/questions/${otherYes.cqrId}`,
    });
    expect(unlink.statusCode).toBe(200);
    const removed = await t.as(u.director, { method: 'DELETE', url: `/api/question/evidence/${evidenceId}` });
    expect(removed.statusCode).toBe(200);

    const evidenceOf = async (questionId: string) =>
      (await historyOf(questionId)).entries.filter((entry) => entry.kind === 'evidence').map(brief);
    expect(await evidenceOf(question.id)).toEqual([
      { kind: 'evidence', field: 'deleted', before: 'Garden policy', after: null, userName: DIRECTOR },
      { kind: 'evidence', field: 'added', before: null, after: 'Garden policy', userName: DIRECTOR },
    ]);
    expect(await evidenceOf(other.id)).toEqual([
      { kind: 'evidence', field: 'unlinked', before: 'Garden policy', after: null, userName: DIRECTOR },
      { kind: 'evidence', field: 'linked', before: null, after: 'Garden policy', userName: DIRECTOR },
    ]);

    // A task: set, its status changed, removed.
    const taskBody = {
      centerId: u.sunshineCenter,
      questionId: question.id,
      type: 'evidence',
      name: 'Photograph the garden',
      summary: 'Photos',
      taskDue: '2099-12-31',
      status: 1,
      asignee: u.directorId,
    };
    const task = await t.as(u.director, { method: 'POST', url: '/api/tasks', payload: taskBody });
    expect(task.statusCode).toBe(201);
    const taskId = jsonOf(task, endpoints.tasks.create.response).id;
    const edit = await t.as(u.educator, {
      method: 'PUT',
      url: `/api/tasks/${taskId}`,
      payload: { ...taskBody, status: 2 },
    });
    expect(edit.statusCode).toBe(200);
    expect((await t.as(u.director, { method: 'DELETE', url: `/api/tasks/${taskId}` })).statusCode).toBe(200);
    const tasks = (await historyOf(question.id)).entries.filter((entry) => entry.kind === 'task').map(brief);
    expect(tasks).toEqual([
      { kind: 'task', field: 'deleted', before: 'Photograph the garden', after: null, userName: DIRECTOR },
      { kind: 'task', field: 'status', before: 'Not started', after: 'In progress', userName: EDUCATOR },
      { kind: 'task', field: 'created', before: null, after: 'Photograph the garden', userName: DIRECTOR },
    ]);

    // A law result: the centre's, of no question.
    const laws = await t.as(u.director, { method: 'GET', url: '/api/laws-regulations-get/2' });
    const [law] = jsonOf(laws, endpoints.lawsRegulations.list.response);
    const save = (result: 1 | 2) =>
      t.as(u.director, {
        method: 'POST',
        url: '/api/laws-regulations',
        payload: { center_id: u.sunshineCenter, nqa_id: 2, lar_result: [{ lar_id: law!.id, result }] },
      });
    expect((await save(1)).statusCode).toBe(201);
    expect((await save(2)).statusCode).toBe(201);
    const recorded = await t.app.db
      .selectFrom('change_history')
      .select(['field', 'before_value', 'after_value', 'question_id', 'user_id'])
      .where('center_id', '=', u.sunshineCenter)
      .where('kind', '=', 'lawResult')
      .orderBy('created_at')
      .execute();
    expect(recorded).toEqual([
      {
        field: law!.law_regulation,
        before_value: null,
        after_value: 'Compliant',
        question_id: null,
        user_id: u.directorId,
      },
      {
        field: law!.law_regulation,
        before_value: 'Compliant',
        after_value: 'Non-compliant',
        question_id: null,
        user_id: u.directorId,
      },
    ]);
  });

  it('records the SAT description taken out when the answer changes away from Yes', async () => {
    const question = freshQuestion();
    await saved(u.director, { question_id: question.id, result: 1, sat: 1 });
    const entry = await t.as(u.director, { method: 'GET', url: `/api/questions-result-sat/${u.sunshineCenter}` });
    const satEntry = jsonOf(entry, endpoints.sat.list.response).find((item) => item.question_id === question.id);
    expect(satEntry).toBeDefined();
    const described = await t.as(u.director, {
      method: 'PUT',
      url: `/api/sat-data-update/${satEntry!.id}`,
      payload: { satDescription: 'Children lead the garden', version: satEntry!.version },
    });
    expect(described.statusCode).toBe(200);

    await saved(u.educator, { question_id: question.id, result: 2 });
    const { entries } = await historyOf(question.id);
    expect(entries.slice(0, 2).map(brief)).toEqual(
      expect.arrayContaining([
        { kind: 'answer', field: 'status', before: 'Yes', after: 'No', userName: EDUCATOR },
        {
          kind: 'satDescription',
          field: 'sat_description',
          before: 'Children lead the garden',
          after: null,
          userName: EDUCATOR,
        },
      ]),
    );
  });

  it('records evidence renamed and a comment changed, on each question it is linked to', async () => {
    const { question, other, evidenceId } = await evidenceOnTwoQuestions({
      title: 'comment',
      label: 'Team meeting',
      name: '<p>We met on Monday.</p>',
    });

    const renamed = await t.as(u.educator, {
      method: 'POST',
      url: `/api/question/evidence/${evidenceId}`,
      payload: { label: 'Staff meeting' },
    });
    expect(renamed.statusCode).toBe(200);
    const rewritten = await t.as(u.director, {
      method: 'POST',
      url: `/api/question/evidence/${evidenceId}`,
      payload: { comment: '<p>We met on Tuesday.</p>' },
    });
    expect(rewritten.statusCode).toBe(200);

    for (const questionId of [question.id, other.id]) {
      const evidence = (await historyOf(questionId)).entries.filter((entry) => entry.kind === 'evidence').map(brief);
      expect(evidence.slice(0, 2)).toEqual([
        {
          kind: 'evidence',
          field: 'comment changed',
          before: '<p>We met on Monday.</p>',
          after: '<p>We met on Tuesday.</p>',
          userName: DIRECTOR,
        },
        { kind: 'evidence', field: 'renamed', before: 'Team meeting', after: 'Staff meeting', userName: EDUCATOR },
      ]);
    }
  });

  it('records an upload once, with its item; an upload whose file cannot be stored leaves neither', async () => {
    const question = freshQuestion();
    const yes = await saved(u.director, { question_id: question.id, result: 1 });
    const upload = (label: string) =>
      t.as(u.director, {
        method: 'POST',
        url: '/api/question/evidence',
        payload: {
          title: 'evidence',
          label,
          cqr_id: yes.cqrId,
          base64_image: dataUrl(PNG_1X1),
          file_name: 'garden.png',
        },
      });
    expect((await upload('Garden photo')).statusCode).toBe(201);

    const put = jest.spyOn(t.app.storage, 'put').mockRejectedValueOnce(new Error('The disk is full'));
    try {
      expect((await upload('Lost photo')).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      put.mockRestore();
    }

    const evidence = (await historyOf(question.id)).entries.filter((entry) => entry.kind === 'evidence').map(brief);
    expect(evidence).toEqual([
      { kind: 'evidence', field: 'added', before: null, after: 'Garden photo', userName: DIRECTOR },
    ]);
    const items = await t.app.db
      .selectFrom('evidence_items')
      .select('label')
      .where('center_id', '=', u.sunshineCenter)
      .where('label', '=', 'Lost photo')
      .execute();
    expect(items).toEqual([]);
  });
});
