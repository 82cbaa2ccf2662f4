import zlib from 'node:zlib';
import { compressPage, pageFor, withBootData } from '../src/plugins/bootPage';

describe("the shell's page with its boot data", () => {
  const page = '<!doctype html><html><head><title>QIP Portal</title></head><body></body></html>';

  const data = {
    remotes: { mf_assessment: '/remotes/mf-assessment/mf-manifest.json' },
    config: {
      hubUrl: '</script><script>alert(1)</script>',
      version: '1',
      uploadMaxBytes: 10,
      supportEmail: 'a@b.test',
    },
  };

  it('writes the data as a JSON block in the head, with < escaped so no value can close it', () => {
    const html = withBootData(page, data);
    expect(html).toContain('<script type="application/json" id="qip-boot">');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /id="qip-boot">(.*?)<\/script><\/head>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(data);
  });

  it('sends brotli, then gzip, to a browser that accepts them, and the page as it is otherwise', () => {
    const compressed = compressPage(page);
    const brotli = pageFor(compressed, 'gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(page);
    const gzip = pageFor(compressed, 'gzip;q=1, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page);
    for (const header of [undefined, 'identity', 'deflate']) {
      expect(pageFor(compressed, header)).toEqual({ encoding: null, body: Buffer.from(page) });
    }
  });
});
