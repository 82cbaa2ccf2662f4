import { endpoints, SAT_MESSAGES, type SatEntry } from '@qip/shared-contracts';
import { HttpError } from '../src/http/httpError';
import { addToSat } from '../src/shared/satSelection';
import { listQuestions } from './helpers/assessment';
import { testDialects } from './helpers/databases';
import { errorOf, jsonOf } from './helpers/json';
import { centerIdByName, setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';

const LIMIT_MESSAGE =
  "You've reach 5 favourites for this element. To add another favourite to your collection, please remove one of your existing favourites.";

describe.each(testDialects())('the SAT (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  /** A custom strength (answered Yes) of the centre, filed under the element. */
  async function strength(
    centerId: string,
    element: string,
    text = 'We share our program with families',
  ): Promise<string> {
    const response = await t.as(u.director, {
      method: 'POST',
      url: '/api/questions',
      payload: { type: 'embedded', center_id: centerId, description: text, category_id: element, status: 1 },
    });
    expect(response.statusCode).toBe(201);
    return jsonOf(response, endpoints.assessment.createCustom.response).id;
  }

  const comply = (token: string, payload: Record<string, unknown>) =>
    t.as(token, { method: 'POST', url: '/api/question/comply', payload });

  async function satOf(centerId: string, token = u.director): Promise<SatEntry[]> {
    const response = await t.as(token, { method: 'GET', url: `/api/questions-result-sat/${centerId}` });
    expect(response.statusCode).toBe(200);
    return jsonOf(response, endpoints.sat.list.response);
  }

  const inElement = async (centerId: string, element: string) =>
    (await satOf(centerId)).filter((entry) => entry.element_id === element);

  it('adds a question answered Yes through the SAT flag of comply, and lists it by element', async () => {
    const element = 'nqs2018-1.1.1';
    const questionId = await strength(u.sunshineCenter, element);
    const response = await comply(u.director, { center_id: u.sunshineCenter, question_id: questionId, sat: 1 });
    expect(response.statusCode).toBe(200);

    const [entry] = (await satOf(u.sunshineCenter)).filter((candidate) => candidate.question_id === questionId);
    expect(entry).toMatchObject({
      question_id: questionId,
      center_id: u.sunshineCenter,
      element_id: element,
      area_id: 1,
      label: '1.1.1',
      title: 'custom',
      description: 'We share our program with families',
      type: 'embedded',
      isCustom: true,
      sat_description: '',
      hasData: false,
      hasDataDescription: false,
      satData: null,
    });
    // Adding it again changes nothing.
    expect(
      (await comply(u.director, { center_id: u.sunshineCenter, question_id: questionId, sat: 1 })).statusCode,
    ).toBe(200);
    expect((await inElement(u.sunshineCenter, element)).length).toBe(1);
  });

  it('refuses a question that is not answered Yes (409 naming the rule) and saves nothing', async () => {
    const [bank] = await listQuestions(t, u.director, { center_id: u.sunshineCenter, category_id: 'nqs2018-1.2.1' });
    const question = bank!;
    expect(question.status).toBe(0);

    const unanswered = await comply(u.director, { center_id: u.sunshineCenter, question_id: question.id, sat: 1 });
    expect(unanswered.statusCode).toBe(409);
    expect(errorOf(unanswered).message).toBe(SAT_MESSAGES.onlyYes);

    // Answering No and asking for the SAT in one call: refused before the answer is saved.
    const no = await comply(u.director, { center_id: u.sunshineCenter, question_id: question.id, result: 2, sat: 1 });
    expect(no.statusCode).toBe(409);
    const [after] = await listQuestions(t, u.director, { center_id: u.sunshineCenter, category_id: 'nqs2018-1.2.1' });
    expect(after!.status).toBe(0);

    // Answered Yes in the same call, it joins.
    const yes = await comply(u.director, { center_id: u.sunshineCenter, question_id: question.id, result: 1, sat: 1 });
    expect(yes.statusCode).toBe(200);
    expect((await satOf(u.sunshineCenter)).map((entry) => entry.question_id)).toContain(question.id);
  });

  it('holds five strengths per element: the sixth gets the limit message, another element still takes one', async () => {
    const element = 'nqs2018-2.1.1';
    const ids = [];
    for (let index = 0; index < 6; index += 1) ids.push(await strength(u.sunshineCenter, element, `Strength ${index}`));
    for (const id of ids.slice(0, 5)) {
      expect((await comply(u.director, { center_id: u.sunshineCenter, question_id: id, sat: 1 })).statusCode).toBe(200);
    }
    const sixth = await comply(u.director, { center_id: u.sunshineCenter, question_id: ids[5], sat: 1 });
    expect(sixth.statusCode).toBe(409);
    expect(errorOf(sixth).message).toBe(LIMIT_MESSAGE);
    expect((await inElement(u.sunshineCenter, element)).length).toBe(5);

    // Through the description call too.
    const described = await t.as(u.director, {
      method: 'PUT',
      url: '/api/sat-data',
      payload: { centerId: u.sunshineCenter, questionId: ids[5], satDescription: 'Our families help plan' },
    });
    expect(described.statusCode).toBe(409);
    expect(errorOf(described).message).toBe(LIMIT_MESSAGE);

    const elsewhere = await strength(u.sunshineCenter, 'nqs2018-2.1.2');
    expect((await comply(u.director, { center_id: u.sunshineCenter, question_id: elsewhere, sat: 1 })).statusCode).toBe(
      200,
    );
    // The limit is per centre: another centre's element is empty.
    const other = await strength(u.otherSunshineCenter, element);
    expect(
      (await comply(u.director, { center_id: u.otherSunshineCenter, question_id: other, sat: 1 })).statusCode,
    ).toBe(200);

    // Removing one makes room again.
    expect((await comply(u.director, { center_id: u.sunshineCenter, question_id: ids[0], sat: 0 })).statusCode).toBe(
      200,
    );
    expect((await comply(u.director, { center_id: u.sunshineCenter, question_id: ids[5], sat: 1 })).statusCode).toBe(
      200,
    );
    expect((await inElement(u.sunshineCenter, element)).map((entry) => entry.question_id).sort()).toEqual(
      ids.slice(1).sort(),
    );
  });

  it('two people adding the 5th and 6th at the same moment leave five', async () => {
    const element = 'nqs2018-3.1.1';
    const ids = [];
    for (let index = 0; index < 6; index += 1) ids.push(await strength(u.sunshineCenter, element, `Race ${index}`));
    for (const id of ids.slice(0, 4)) {
      expect((await comply(u.director, { center_id: u.sunshineCenter, question_id: id, sat: 1 })).statusCode).toBe(200);
    }
    const [fifth, sixth] = await Promise.all([
      comply(u.director, { center_id: u.sunshineCenter, question_id: ids[4], sat: 1 }),
      comply(u.educator, { center_id: u.sunshineCenter, question_id: ids[5], sat: 1 }),
    ]);
    expect([fifth.statusCode, sixth.statusCode].sort()).toEqual([200, 409]);
    expect((await inElement(u.sunshineCenter, element)).length).toBe(5);
  });

  it('the slot guard holds when the 5th and 6th are claimed in the same tick (a second connection too)', async () => {
    const element = 'nqs2018-4.2.1';
    const ids = [];
    for (let index = 0; index < 6; index += 1) ids.push(await strength(u.sunshineCenter, element, `Tick ${index}`));
    for (const id of ids.slice(0, 4)) {
      expect((await comply(u.director, { center_id: u.sunshineCenter, question_id: id, sat: 1 })).statusCode).toBe(200);
    }
    // As two API processes would: each reads the free slots before either writes.
    const second = t.database.connectAgain();
    try {
      const question = (questionId: string) => ({
        centerId: u.sunshineCenter,
        questionId,
        elementId: element,
        status: 1,
      });
      const outcomes = await Promise.allSettled([
        addToSat(t.app.db, question(ids[4]!), u.directorId),
        addToSat(second.db, question(ids[5]!), u.educatorId),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refusal = outcomes.find((outcome) => outcome.status === 'rejected');
      expect(refusal?.status === 'rejected' && refusal.reason instanceof HttpError && refusal.reason.statusCode).toBe(
        409,
      );
    } finally {
      await second.close();
    }
    expect((await inElement(u.sunshineCenter, element)).length).toBe(5);
  });

  it('many adds at once to an empty element leave exactly five, in distinct slots', async () => {
    const element = 'nqs2018-4.1.1';
    const ids = [];
    for (let index = 0; index < 9; index += 1) ids.push(await strength(u.sunshineCenter, element, `Rush ${index}`));
    const responses = await Promise.all(
      ids.map((id, index) =>
        index % 2 === 0
          ? comply(index % 4 === 0 ? u.director : u.educator, { center_id: u.sunshineCenter, question_id: id, sat: 1 })
          : t.as(u.director, {
              method: 'PUT',
              url: '/api/sat-data',
              payload: { centerId: u.sunshineCenter, questionId: id, satDescription: `Why ${index}` },
            }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    expect((await inElement(u.sunshineCenter, element)).length).toBe(5);
  });

  it('saves a description of up to 500 characters; a longer one is a 400 naming the field', async () => {
    const questionId = await strength(u.sunshineCenter, 'nqs2018-5.1.1');
    const created = await t.as(u.educator, {
      method: 'PUT',
      url: '/api/sat-data',
      payload: {
        centerId: u.sunshineCenter,
        questionId,
        label: '5.1.1',
        description: 'the question',
        satDescription: 'a'.repeat(500),
      },
    });
    expect(created.statusCode).toBe(200);
    const entry = jsonOf(created, endpoints.sat.create.response);
    expect(entry).toMatchObject({
      question_id: questionId,
      hasData: true,
      hasDataDescription: true,
      sat_description: 'a'.repeat(500),
      satData: { id: entry.id, sat_description: 'a'.repeat(500) },
    });

    const tooLong = await t.as(u.director, {
      method: 'PUT',
      url: `/api/sat-data-update/${entry.id}`,
      payload: { satDescription: 'b'.repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).fields).toEqual([
      { field: 'body.satDescription', message: 'Must be at most 500 characters.' },
    ]);

    const updated = await t.as(u.director, {
      method: 'PUT',
      url: `/api/sat-data-update/${entry.id}`,
      payload: { satDescription: 'Families co-design our routines.' },
    });
    expect(updated.statusCode).toBe(200);
    const read = await t.as(u.educator, { method: 'GET', url: `/api/sat-data/${entry.id}` });
    expect(jsonOf(read, endpoints.sat.get.response)).toMatchObject({
      sat_description: 'Families co-design our routines.',
      dataDescription: 'Families co-design our routines.',
    });

    // Cleared, it still has data but no text (removing it then needs no confirmation).
    const cleared = await t.as(u.director, {
      method: 'PUT',
      url: `/api/sat-data-update/${entry.id}`,
      payload: { satDescription: '' },
    });
    expect(jsonOf(cleared, endpoints.sat.update.response)).toMatchObject({ hasData: true, hasDataDescription: false });
  });

  it('answering No (or Not applicable) takes a question out of the SAT with its description', async () => {
    const element = 'nqs2018-6.1.1';
    const [noId, naId] = [
      await strength(u.sunshineCenter, element, 'No'),
      await strength(u.sunshineCenter, element, 'NA'),
    ];
    for (const questionId of [noId, naId]) {
      const response = await t.as(u.director, {
        method: 'PUT',
        url: '/api/sat-data',
        payload: { centerId: u.sunshineCenter, questionId, satDescription: 'Saved words' },
      });
      expect(response.statusCode).toBe(200);
    }
    expect((await inElement(u.sunshineCenter, element)).length).toBe(2);

    // Notes on a Yes question leave the SAT alone.
    expect((await comply(u.director, { center_id: u.sunshineCenter, question_id: noId, notes: 'n' })).statusCode).toBe(
      200,
    );
    expect((await inElement(u.sunshineCenter, element)).length).toBe(2);

    expect((await comply(u.director, { center_id: u.sunshineCenter, question_id: noId, result: 2 })).statusCode).toBe(
      200,
    );
    expect((await comply(u.director, { center_id: u.sunshineCenter, question_id: naId, result: 3 })).statusCode).toBe(
      200,
    );
    expect(await inElement(u.sunshineCenter, element)).toEqual([]);

    // Yes again: not back in the SAT until chosen, and the old description is gone.
    expect((await comply(u.director, { center_id: u.sunshineCenter, question_id: noId, result: 1 })).statusCode).toBe(
      200,
    );
    expect(await inElement(u.sunshineCenter, element)).toEqual([]);
    expect((await comply(u.director, { center_id: u.sunshineCenter, question_id: noId, sat: 1 })).statusCode).toBe(200);
    expect((await inElement(u.sunshineCenter, element)).map((entry) => entry.sat_description)).toEqual(['']);
  });

  it('a strength turned into a goal, or moved to another element, leaves the SAT', async () => {
    const element = 'nqs2018-6.2.1';
    const [toGoal, moved] = [
      await strength(u.sunshineCenter, element, 'Goal'),
      await strength(u.sunshineCenter, element, 'Moved'),
    ];
    for (const questionId of [toGoal, moved]) {
      expect(
        (await comply(u.director, { center_id: u.sunshineCenter, question_id: questionId, sat: 1 })).statusCode,
      ).toBe(200);
    }
    const edit = (questionId: string, changes: Record<string, unknown>) =>
      t.as(u.director, {
        method: 'PUT',
        url: `/api/question/${questionId}`,
        payload: { center_id: u.sunshineCenter, ...changes },
      });
    expect((await edit(toGoal, { status: 2 })).statusCode).toBe(200);
    expect((await edit(moved, { category_id: 'nqs2018-6.2.2' })).statusCode).toBe(200);
    const ids = (await satOf(u.sunshineCenter)).map((entry) => entry.question_id);
    expect(ids).not.toContain(toGoal);
    expect(ids).not.toContain(moved);
  });

  it('removes a strength through the delete call', async () => {
    const questionId = await strength(u.sunshineCenter, 'nqs2018-7.1.1');
    const created = await t.as(u.director, {
      method: 'PUT',
      url: '/api/sat-data',
      payload: { centerId: u.sunshineCenter, questionId, satDescription: 'x' },
    });
    const { id } = jsonOf(created, endpoints.sat.create.response);
    const removed = await t.as(u.educator, { method: 'DELETE', url: `/api/sat-data-delete/${id}` });
    expect(removed.statusCode).toBe(200);
    expect((await t.as(u.director, { method: 'GET', url: `/api/sat-data/${id}` })).statusCode).toBe(404);
    expect((await satOf(u.sunshineCenter)).map((entry) => entry.question_id)).not.toContain(questionId);
  });

  it("refuses another tenant (403) on every SAT call, and a viewer's writes", async () => {
    const questionId = await strength(u.sunshineCenter, 'nqs2018-7.2.1');
    const created = await t.as(u.director, {
      method: 'PUT',
      url: '/api/sat-data',
      payload: { centerId: u.sunshineCenter, questionId, satDescription: 'ours' },
    });
    const { id } = jsonOf(created, endpoints.sat.create.response);

    const calls = [
      { method: 'GET' as const, url: `/api/questions-result-sat/${u.sunshineCenter}` },
      { method: 'GET' as const, url: `/api/sat-data/${id}` },
      {
        method: 'PUT' as const,
        url: '/api/sat-data',
        payload: { centerId: u.sunshineCenter, questionId, satDescription: 'theirs' },
      },
      { method: 'PUT' as const, url: `/api/sat-data-update/${id}`, payload: { satDescription: 'theirs' } },
      { method: 'DELETE' as const, url: `/api/sat-data-delete/${id}` },
      {
        method: 'POST' as const,
        url: '/api/question/comply',
        payload: { center_id: u.sunshineCenter, question_id: questionId, sat: 0 },
      },
    ];
    for (const call of calls) {
      const response = await t.as(u.bluegum, call);
      expect([call.url, response.statusCode]).toEqual([call.url, 403]);
    }
    // Bluegum naming its own centre with Sunshine's question: not a question it can see.
    const mixed = await t.as(u.bluegum, {
      method: 'PUT',
      url: '/api/sat-data',
      payload: { centerId: u.bluegumCenter, questionId, satDescription: 'theirs' },
    });
    expect(mixed.statusCode).toBe(404);

    const viewer = await t.as(u.viewer, {
      method: 'PUT',
      url: `/api/sat-data-update/${id}`,
      payload: { satDescription: 'v' },
    });
    expect(viewer.statusCode).toBe(403);
    expect((await satOf(u.sunshineCenter)).find((entry) => entry.id === id)?.sat_description).toBe('ours');
  });

  it('refuses SAT changes while the subscription blocks the QIP (a cancelled service)', async () => {
    const leichhardt = await centerIdByName(t, 'Sunshine Leichhardt');
    const [bank] = await listQuestions(t, u.director, { center_id: leichhardt, category_id: 'nqs2018-1.1.1' });
    const response = await t.as(u.director, {
      method: 'PUT',
      url: '/api/sat-data',
      payload: { centerId: leichhardt, questionId: bank!.id, satDescription: 'x' },
    });
    expect(response.statusCode).toBe(403);
    // Reading stays open.
    expect(await satOf(leichhardt)).toEqual([]);
  });
});
