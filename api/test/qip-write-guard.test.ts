import {
  endpoints,
  LawComplianceSchema,
  QIP_CHANGE_REFUSALS,
  QuestionSchema,
  ServiceDetailsSchema,
  type Question,
} from '@qip/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { listQuestions } from './helpers/assessment';
import { testDialects } from './helpers/databases';
import { centerIdByName } from './helpers/tenants';
import { createTestApp, DEMO, type TestApp } from './helpers/testApp';
import { errorOf, jsonOf } from './helpers/json';

const ELEMENT = 'nqs2018-1.3.1';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A real 1x1 PNG. */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** One write to a centre's QIP data: how to send it, what it answers when allowed, what it changes. */
interface WriteCase {
  name: string;
  send(token: string): Promise<LightMyRequestResponse>;
  allowedStatus: number;
  /** What the write would change, read back through the API. */
  state(): Promise<unknown>;
}

describe.each(testDialects())(
  "writes to a service's QIP are refused while its subscription blocks them (%s)",
  (dialect) => {
    // The demo seed's Wattle service: its trial ended three days before the seed ran; four days
    // before that, it still had a day left. The app's clock moves between the two.
    const seededAt = new Date();
    const whileTrialRan = new Date(seededAt.getTime() - 4 * DAY_MS);
    let now = seededAt;
    let t: TestApp;
    let director: string;
    let educator: string;
    let wattle: string;
    let bankQuestion: Question;
    let customItem: Question;
    let complianceId: string;

    const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.as(token, { method, url, ...(payload ? { payload } : {}) });
    const read = async <S extends z.ZodType>(url: string, schema: S) => {
      const response = await as(director, 'GET', url);
      expect(response.statusCode).toBe(200);
      return jsonOf(response, schema);
    };
    const questionsOfElement = () => listQuestions(t, director, { center_id: wattle, category_id: ELEMENT });
    const lawsOfArea1 = () => read(`/api/laws-regulations-result-get-nqa/${wattle}/1`, LawComplianceSchema);
    const logos = () =>
      read(`/api/attachments?entity=centers&entity_id=${wattle}`, endpoints.attachments.list.response);
    const details = async () => {
      const { philosophy, updatedAt } = await read(`/api/center/${wattle}`, ServiceDetailsSchema);
      return { philosophy, updatedAt };
    };

    beforeAll(async () => {
      t = await createTestApp(dialect, { now: () => now });
      director = await t.login(DEMO.wattleDirector);
      educator = await t.login(DEMO.wattleEducator);
      wattle = await centerIdByName(t, 'Wattle Early Learning Ashfield');

      // While the trial still ran, the service got a custom goal, a laws record and a logo.
      now = whileTrialRan;
      const bank = (await questionsOfElement()).find((question) => !question.isCustom);
      if (!bank) throw new Error(`${ELEMENT} has no question of the bank`);
      bankQuestion = bank;
      const created = await as(director, 'POST', '/api/questions', {
        type: 'embedded',
        center_id: wattle,
        description: 'Walk the garden with families each term.',
        category_id: ELEMENT,
      });
      expect(created.statusCode).toBe(201);
      customItem = jsonOf(created, QuestionSchema);
      const laws = await as(director, 'POST', '/api/laws-regulations', {
        center_id: wattle,
        nqa_id: 1,
        lar_result: [],
      });
      expect(laws.statusCode).toBe(201);
      const { id: lawsId } = jsonOf(laws, LawComplianceSchema);
      if (lawsId === null) throw new Error('the saved laws record has no id');
      complianceId = lawsId;
      const logo = await as(director, 'POST', '/api/attachments', {
        entity: 'centers',
        entity_id: wattle,
        name: 'center_logo',
        title: 'logo',
        base64_image: PNG_DATA_URL,
        file_name: 'logo.png',
      });
      expect(logo.statusCode).toBe(201);
      now = seededAt;
    });
    afterAll(() => t.close());

    // Every write to a centre's QIP data the API has. Removing comes last: the others use the items.
    const writes: WriteCase[] = [
      {
        name: 'POST /api/question/comply (an answer)',
        send: (token) =>
          as(token, 'POST', '/api/question/comply', { center_id: wattle, question_id: bankQuestion.id, result: 1 }),
        allowedStatus: 200,
        state: questionsOfElement,
      },
      {
        name: 'POST /api/question/comply (notes and the goal strategy)',
        send: (token) =>
          as(token, 'POST', '/api/question/comply', {
            center_id: wattle,
            question_id: bankQuestion.id,
            notes: 'Checked with the team.',
            goalStrategy: 'Plan it.',
          }),
        allowedStatus: 200,
        state: questionsOfElement,
      },
      {
        name: 'POST /api/questions (a custom goal)',
        send: (token) =>
          as(token, 'POST', '/api/questions', {
            type: 'embedded',
            center_id: wattle,
            description: 'Another goal.',
            category_id: ELEMENT,
          }),
        allowedStatus: 201,
        state: questionsOfElement,
      },
      {
        name: 'PUT /api/question/{id} (a custom goal)',
        send: (token) =>
          as(token, 'PUT', `/api/question/${customItem.id}`, { center_id: wattle, description: 'Changed.' }),
        allowedStatus: 200,
        state: questionsOfElement,
      },
      {
        name: 'POST /api/laws-regulations',
        send: (token) =>
          as(token, 'POST', '/api/laws-regulations', {
            center_id: wattle,
            nqa_id: 1,
            lar_result: [],
            note: 'Refused?',
          }),
        allowedStatus: 201,
        state: lawsOfArea1,
      },
      {
        name: 'PUT /api/laws-regulations-result-update/{id}',
        send: (token) => as(token, 'PUT', `/api/laws-regulations-result-update/${complianceId}`, { note: 'Changed.' }),
        allowedStatus: 200,
        state: lawsOfArea1,
      },
      {
        name: 'PUT /api/center/{id} (service details)',
        send: (token) => as(token, 'PUT', `/api/center/${wattle}`, { philosophy: 'Play in nature.' }),
        allowedStatus: 200,
        state: details,
      },
      {
        name: 'POST /api/attachments (the logo)',
        send: (token) =>
          as(token, 'POST', '/api/attachments', {
            entity: 'centers',
            entity_id: wattle,
            name: 'center_logo',
            title: 'logo',
            base64_image: PNG_DATA_URL,
            file_name: 'new-logo.png',
          }),
        allowedStatus: 201,
        state: logos,
      },
      {
        name: 'DELETE /api/attachments/{id}',
        // The logo there is now (uploading one replaces the one before).
        send: async (token) => as(token, 'DELETE', `/api/attachments/${(await logos())[0]!.id}`),
        allowedStatus: 200,
        state: logos,
      },
      {
        name: 'DELETE /api/questions/{id}/{element}',
        send: (token) => as(token, 'DELETE', `/api/questions/${customItem.id}/${ELEMENT}`),
        allowedStatus: 200,
        state: questionsOfElement,
      },
    ];

    it.each(writes)(
      '$name: refused after the trial ended (403, why and where to go, nothing written), allowed while it ran',
      async (write) => {
        const before = await write.state();
        for (const token of [director, educator]) {
          const refused = await write.send(token);
          expect(refused.statusCode).toBe(403);
          expect(refused.json()).toEqual({
            statusCode: 403,
            error: 'Forbidden',
            message:
              'The free trial or subscription of this service has ended. Please choose a plan (/qip/pricing-plans) to continue.',
            redirect: '/qip/pricing-plans',
          });
        }
        expect(await write.state()).toEqual(before);

        now = whileTrialRan;
        try {
          expect((await write.send(director)).statusCode).toBe(write.allowedStatus);
        } finally {
          now = seededAt;
        }
      },
    );

    it('sends a service whose payment just failed to update the payment method', async () => {
      const sunshine = await t.login(DEMO.sunshineDirector);
      const marrickville = await centerIdByName(t, 'Sunshine Marrickville');
      const refused = await as(sunshine, 'PUT', `/api/center/${marrickville}`, { philosophy: 'Play.' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message: QIP_CHANGE_REFUSALS['payment-failed'].message,
        redirect: '/qip/update-payment-method',
      });
    });

    it('keeps reading open: questions, progress, laws, service details, files and reports', async () => {
      for (const url of [
        `/api/questions?center_id=${wattle}&category_id=${ELEMENT}`,
        `/api/centers/${wattle}/nqa-progress`,
        `/api/category/1?center_id=${wattle}`,
        `/api/laws-regulations-result-get-nqa/${wattle}/1`,
        `/api/center/${wattle}`,
        `/api/attachments?entity=centers&entity_id=${wattle}`,
        `/api/reports?center_id=${wattle}`,
      ]) {
        expect([url, (await as(educator, 'GET', url)).statusCode]).toEqual([url, 200]);
      }
    });

    it('still checks membership first: another tenant is refused as before', async () => {
      const bluegum = await t.login(DEMO.bluegumDirector);
      const response = await as(bluegum, 'PUT', `/api/center/${wattle}`, { philosophy: 'Hijacked.' });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe('You do not have access to this service.');
    });
  },
);
