import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { testDialects } from './helpers/databases';
import { openStream } from './helpers/eventStream';
import { setUpTenantApp, type Tenants } from './helpers/tenants';
import type { TestApp } from './helpers/testApp';

describe.each(testDialects())('compressed replies (%s)', (dialect) => {
  let t: TestApp;
  let u: Tenants;

  setUpTenantApp(dialect, (app, tenants) => {
    t = app;
    u = tenants;
  });

  const questions = (acceptEncoding?: string) =>
    t.as(u.director, {
      method: 'GET',
      url: '/api/questions',
      query: { center_id: u.sunshineCenter, category_id: 'nqs2018-1' },
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('compresses JSON over 1 KB with brotli or gzip, as the client accepts, to the same JSON', async () => {
    const plain = await questions();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await questions('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await questions('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  // Compressed replies are kept by their text (compressedReplies.ts): a changed reply is never sent as the old one.
  it('sends the same reply as the same bytes, and a reply changed by an answer afresh', async () => {
    const readList = async () => {
      const response = await questions('br');
      expect(response.headers['content-encoding']).toBe('br');
      const list = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8')) as Array<{
        id: string;
        status: number;
      }>;
      return { bytes: response.rawPayload, list };
    };
    const first = await readList();
    const again = await readList();
    expect(again.bytes.equals(first.bytes)).toBe(true);

    const question = first.list[0]!;
    const result = question.status === 1 ? 2 : 1;
    const answered = await t.as(u.director, {
      method: 'POST',
      url: '/api/question/comply',
      payload: { center_id: u.sunshineCenter, question_id: question.id, result },
    });
    expect(answered.statusCode).toBe(200);

    const after = await readList();
    expect(after.list.find((item) => item.id === question.id)).toMatchObject({ status: result });
    expect(after.list).toEqual((await questions()).json());
  });

  it("compresses a write's reply over 1 KB too (made afresh each time, not kept)", async () => {
    const [question] = (await questions()).json<Array<{ id: string }>>();
    const answered = await t.as(u.director, {
      method: 'POST',
      url: '/api/question/comply',
      headers: { 'accept-encoding': 'br' },
      payload: { center_id: u.sunshineCenter, question_id: question!.id, result: 1 },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(answered.rawPayload).toString('utf8');
    const saved = JSON.parse(text) as { id: string; status: number };
    expect(saved).toMatchObject({ id: question!.id, status: 1 });
    // The size hint only spares brotli work: the bytes are those of quality 3 without it.
    const params = { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_LGWIN]: 18 };
    expect(answered.rawPayload.equals(brotliCompressSync(text, { params }))).toBe(true);
  });

  it('leaves a JSON reply under 1 KB as it is', async () => {
    const response = await t.as(u.director, {
      method: 'GET',
      url: `/api/centers/${u.sunshineCenter}/nqa-progress`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it("compresses the API docs' script and YAML document too, to the same text", async () => {
    for (const url of ['/api/docs/static/swagger-ui-bundle.js', '/api/docs/yaml']) {
      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it('never compresses the live stream: its events arrive as they are sent', async () => {
    const stream = await openStream(t.app, {
      method: 'GET',
      url: `/api/live?center_id=${u.sunshineCenter}`,
      headers: { authorization: `Bearer ${u.director}`, 'accept-encoding': 'br, gzip' },
    });
    try {
      expect(stream.statusCode).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['content-encoding']).toBeUndefined();
      await stream.waitFor((event) => event.event === 'watching');
    } finally {
      stream.close();
    }
  });
});
