import fs from 'node:fs';
import path from 'node:path';
import { endpoints, type EvidenceDocument, type Question } from '@qip/shared-contracts';
import { listQuestions } from './helpers/assessment';
import { errorOf, jsonOf } from './helpers/json';
import { testDialects } from './helpers/databases';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';
import { dataUrl, PNG_1X1 } from './helpers/uploads';

/** A small real PDF (what file-type recognises from its bytes). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const SHELL_SCRIPT = Buffer.from('#!/bin/sh\nrm -rf /\n', 'latin1');
const PLAIN_TEXT = Buffer.from('Just some notes about the garden, nothing more.', 'latin1');
const PROGRAM = 'Programs, scripts and web pages (such as .exe, .sh, .html, .svg or .js files) cannot be uploaded.';

/** Files the local storage driver holds under the data folder. */
function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter(
    (file) => !file.endsWith('.meta.json') && fs.statSync(path.join(root, file)).isFile(),
  );
}

describe.each(testDialects())('evidence of Yes answers and the evidence library (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;
  let first: Question;
  let second: Question;
  let firstCqr: string;
  let secondCqr: string;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  const answerYes = async (question: Question) => {
    const response = await t.as(u.director, {
      method: 'POST',
      url: '/api/question/comply',
      payload: { center_id: u.sunshineCenter, question_id: question.id, result: 1 },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Question>().cqrId!;
  };
  const create = (token: string, body: object) =>
    t.as(token, { method: 'POST', url: '/api/question/evidence', payload: body });
  const listFor = async (token: string, cqrId: string) =>
    t.as(token, { method: 'GET', url: '/api/question/evidence', query: { cqr_id: cqrId } });
  const upload = (cqrId: string, bytes: Buffer, fileName: string, claimedType: string, label = 'Garden policy') =>
    create(u.director, {
      title: 'evidence',
      label,
      cqr_id: cqrId,
      base64_image: dataUrl(bytes, claimedType),
      file_name: fileName,
    });

  beforeAll(async () => {
    [first, second] = (await listQuestions(t, u.director, {
      center_id: u.sunshineCenter,
      category_id: 'nqs2018-1.1.1',
    }).then((questions) => questions.slice(0, 2))) as [Question, Question];
    firstCqr = await answerYes(first);
    secondCqr = await answerYes(second);
  });

  it('keeps an uploaded PDF on disk, typed from its bytes, and serves it to users of the service only', async () => {
    const filesBefore = storedFiles(t.database.dataDir).length;
    const response = await upload(firstCqr, PDF, 'Garden policy.pdf', 'image/png');
    expect(response.statusCode).toBe(201);
    const evidence = response.json<EvidenceDocument>();
    expect(evidence).toMatchObject({
      title: 'evidence',
      label: 'Garden policy',
      name: 'Garden policy.pdf',
      userId: u.directorId,
      cqrId: firstCqr,
      usedOn: [{ cqrId: firstCqr, questionId: first.id, label: first.label }],
    });
    expect(evidence.userName).not.toBe('');
    expect(evidence.url).toHaveLength(1);
    expect(evidence.url[0]).toMatchObject({ contentType: 'application/pdf', fileName: 'Garden policy.pdf' });
    expect(storedFiles(t.database.dataDir)).toHaveLength(filesBefore + 1);

    const file = await t.as(u.educator, { method: 'GET', url: evidence.url[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(PDF);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.as(u.bluegum, { method: 'GET', url: evidence.url[0]!.url })).statusCode).toBe(403);

    // A second file of the same evidence, a PNG sent as if it were a PDF: kept as the PNG it is.
    const more = await t.as(u.educator, {
      method: 'POST',
      url: '/api/attachments',
      payload: {
        entity: 'evidence',
        entity_id: evidence.id,
        name: 'evidence',
        title: 'evidence',
        base64_image: dataUrl(PNG_1X1, 'application/pdf'),
        file_name: 'garden.pdf',
      },
    });
    expect(more.statusCode).toBe(201);
    expect(more.json()).toMatchObject({ contentType: 'image/png', fileName: 'garden.png', width: 1, height: 1 });
    const [listed] = (await listFor(u.educator, firstCqr)).json<EvidenceDocument[]>();
    expect(listed!.url.map((item) => item.contentType)).toEqual(['application/pdf', 'image/png']);

    // Only administrators remove an evidence file.
    const memberRemoves = await t.as(u.educator, {
      method: 'DELETE',
      url: `/api/attachments/${jsonOf(more, endpoints.attachments.create.response).id}`,
    });
    expect(memberRemoves.statusCode).toBe(403);
  });

  it('refuses programs and scripts whatever their name, and types evidence does not take, naming the field', async () => {
    const script = await upload(firstCqr, SHELL_SCRIPT, 'notes.pdf', 'application/pdf');
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({ message: PROGRAM, fields: [{ field: 'body.base64_image' }] });

    const text = await upload(firstCqr, PLAIN_TEXT, 'notes.pdf', 'application/pdf');
    expect(text.statusCode).toBe(400);
    expect(errorOf(text).fields?.[0]?.field).toBe('body.base64_image');

    const noFile = await create(u.director, { title: 'evidence', label: 'Nothing', cqr_id: firstCqr });
    expect(noFile.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(noFile).fields)).toContain('base64_image');

    const noName = await upload(firstCqr, PDF, 'a.pdf', 'application/pdf', '  ');
    expect(noName.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(noName).fields)).toContain('label');

    // Nothing refused was kept.
    expect((await listFor(u.director, firstCqr)).json<EvidenceDocument[]>()).toHaveLength(1);
  });

  it('takes http and https links only', async () => {
    for (const name of ['javascript:alert(1)', 'ftp://example.com/file', 'not a link', 'data:text/html,hi']) {
      const refused = await create(u.director, { title: 'link', label: 'Bad', cqr_id: firstCqr, name });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(errorOf(refused).fields)).toContain('name');
    }
    const link = await create(u.educator, {
      title: 'link',
      label: 'Council garden guide',
      cqr_id: firstCqr,
      name: 'https://example.org/garden',
    });
    expect(link.statusCode).toBe(201);
    expect(link.json()).toMatchObject({
      title: 'link',
      name: 'https://example.org/garden',
      userId: u.educatorId,
      url: [],
    });
  });

  it('keeps a comment as sanitised HTML and refuses one with no text left', async () => {
    const comment = await create(u.educator, {
      title: 'comment',
      label: 'Team meeting',
      cqr_id: firstCqr,
      name: '<p onclick="steal()">We <strong>planted</strong> herbs<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <img src=x onerror=alert(1)></p>',
    });
    expect(comment.statusCode).toBe(201);
    const html = comment.json<EvidenceDocument>().name;
    expect(html).toContain('<strong>planted</strong>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript|<img/i);

    const empty = await create(u.educator, {
      title: 'comment',
      label: 'Empty',
      cqr_id: firstCqr,
      name: '<script>alert(1)</script>',
    });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(empty).fields)).toContain('name');
  });

  it('counts the evidence on the question card', async () => {
    const questions = await listQuestions(t, u.director, { center_id: u.sunshineCenter, category_id: 'nqs2018-1.1.1' });
    expect(questions.find((question) => question.id === first.id)?.evidenceCount).toBe(3);
    expect(questions.find((question) => question.id === second.id)?.evidenceCount).toBe(0);
  });

  it('links one item to a second question, says where it is used, and unlinking keeps it in the library', async () => {
    const [pdf] = (await listFor(u.director, firstCqr))
      .json<EvidenceDocument[]>()
      .filter((item) => item.title === 'evidence');
    const linked = await t.as(u.educator, {
      method: 'POST',
      url: `/api/question/evidence/${pdf!.id}/questions`,
      payload: { cqr_id: secondCqr },
    });
    expect(linked.statusCode).toBe(200);
    expect(
      linked
        .json<EvidenceDocument>()
        .usedOn.map((use) => use.cqrId)
        .sort(),
    ).toEqual([firstCqr, secondCqr].sort());
    const onSecond = (await listFor(u.director, secondCqr)).json<EvidenceDocument[]>();
    expect(onSecond.map((item) => item.id)).toEqual([pdf!.id]);

    const library = await t.as(u.educator, {
      method: 'GET',
      url: '/api/evidence',
      query: { center_id: u.sunshineCenter, search: 'GARDEN pol' },
    });
    expect(library.json<EvidenceDocument[]>().map((item) => item.id)).toEqual([pdf!.id]);
    expect(
      (
        await t.as(u.educator, {
          method: 'GET',
          url: '/api/evidence',
          query: { center_id: u.sunshineCenter, search: '%' },
        })
      ).json<EvidenceDocument[]>(),
    ).toEqual([]);

    const unlinked = await t.as(u.educator, {
      method: 'DELETE',
      url: `/api/question/evidence/${pdf!.id}/questions/${secondCqr}`,
    });
    expect(unlinked.statusCode).toBe(200);
    expect((await listFor(u.director, secondCqr)).json()).toEqual([]);
    const all = (
      await t.as(u.educator, { method: 'GET', url: '/api/evidence', query: { center_id: u.sunshineCenter } })
    ).json<EvidenceDocument[]>();
    expect(all.map((item) => item.id)).toContain(pdf!.id);
  });

  it('lets members rename evidence, and only administrators change comment text or delete', async () => {
    const items = (await listFor(u.director, firstCqr)).json<EvidenceDocument[]>();
    const comment = items.find((item) => item.title === 'comment')!;
    const renamed = await t.as(u.educator, {
      method: 'POST',
      url: `/api/question/evidence/${comment.id}`,
      payload: { label: 'Staff meeting' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ label: 'Staff meeting' });
    const memberEdits = await t.as(u.educator, {
      method: 'POST',
      url: `/api/question/evidence/${comment.id}`,
      payload: { comment: '<p>Changed</p>' },
    });
    expect(memberEdits.statusCode).toBe(403);
    const adminEdits = await t.as(u.director, {
      method: 'POST',
      url: `/api/question/evidence/${comment.id}`,
      payload: { comment: '<p>Changed <em>today</em></p><script>x</script>' },
    });
    expect(adminEdits.json()).toMatchObject({ name: '<p>Changed <em>today</em></p>' });
    const badLabel = await t.as(u.director, {
      method: 'POST',
      url: `/api/question/evidence/${comment.id}`,
      payload: { label: '' },
    });
    expect(badLabel.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(badLabel).fields)).toContain('label');

    expect((await t.as(u.educator, { method: 'DELETE', url: `/api/question/evidence/${comment.id}` })).statusCode).toBe(
      403,
    );
    expect((await t.as(u.director, { method: 'DELETE', url: `/api/question/evidence/${comment.id}` })).statusCode).toBe(
      200,
    );
    expect((await listFor(u.director, firstCqr)).json<EvidenceDocument[]>().map((item) => item.id)).not.toContain(
      comment.id,
    );
  });

  it('asks before deleting an item used on other questions, then removes it and its files everywhere', async () => {
    const [pdf] = (await listFor(u.director, firstCqr))
      .json<EvidenceDocument[]>()
      .filter((item) => item.title === 'evidence');
    await t.as(u.director, {
      method: 'POST',
      url: `/api/question/evidence/${pdf!.id}/questions`,
      payload: { cqr_id: secondCqr },
    });
    const filesBefore = storedFiles(t.database.dataDir).length;

    const refused = await t.as(u.director, { method: 'DELETE', url: `/api/question/evidence/${pdf!.id}` });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toContain(second.label);

    const deleted = await t.as(u.director, { method: 'DELETE', url: `/api/question/evidence/${pdf!.id}?confirm=true` });
    expect(deleted.statusCode).toBe(200);
    expect(storedFiles(t.database.dataDir)).toHaveLength(filesBefore - 2);
    expect((await listFor(u.director, secondCqr)).json()).toEqual([]);
    expect((await t.as(u.director, { method: 'GET', url: pdf!.url[0]!.url })).statusCode).toBe(404);
  });

  it("refuses another tenant's users everywhere (403)", async () => {
    expect((await listFor(u.bluegum, firstCqr)).statusCode).toBe(403);
    expect(
      (await create(u.bluegum, { title: 'link', label: 'Mine', cqr_id: firstCqr, name: 'https://example.com' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.as(u.bluegum, { method: 'GET', url: '/api/evidence', query: { center_id: u.sunshineCenter } }))
        .statusCode,
    ).toBe(403);

    const [link] = (await listFor(u.director, firstCqr)).json<EvidenceDocument[]>();
    expect(
      (await t.as(u.bluegum, { method: 'POST', url: `/api/question/evidence/${link!.id}`, payload: { label: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.as(u.bluegum, { method: 'DELETE', url: `/api/question/evidence/${link!.id}?confirm=1` })).statusCode,
    ).toBe(403);

    // Bluegum's own item cannot be linked to Sunshine's answer, nor Sunshine's to Bluegum's.
    const [bluegumQuestion] = await listQuestions(t, u.bluegum, {
      center_id: u.bluegumCenter,
      category_id: 'nqs2018-1.1.1',
    });
    const bluegumCqr = (
      await t.as(u.bluegum, {
        method: 'POST',
        url: '/api/question/comply',
        payload: { center_id: u.bluegumCenter, question_id: bluegumQuestion!.id, result: 1 },
      })
    ).json<Question>().cqrId!;
    const own = (
      await create(u.bluegum, { title: 'link', label: 'Ours', cqr_id: bluegumCqr, name: 'https://example.com' })
    ).json<EvidenceDocument>();
    expect(
      (
        await t.as(u.bluegum, {
          method: 'POST',
          url: `/api/question/evidence/${own.id}/questions`,
          payload: { cqr_id: firstCqr },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.as(u.director, {
          method: 'POST',
          url: `/api/question/evidence/${link!.id}/questions`,
          payload: { cqr_id: bluegumCqr },
        })
      ).statusCode,
    ).toBe(403);
  });
});
