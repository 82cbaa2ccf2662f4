import { BootDataSchema } from '@qip/shared-contracts/schemas';
import { isBootData, readBootData } from './bootData';

const config = { hubUrl: 'https://hub.example', version: '1.0.0', uploadMaxBytes: 1000, supportEmail: 'a@b.test' };

function pageWith(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('QIP Portal');
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'qip-boot';
    script.textContent = block;
    doc.head.append(script);
  }
  return doc;
}

describe('readBootData', () => {
  it('reads the remotes manifest and the configuration the API wrote into the page', () => {
    const remotes = { mf_assessment: '/remotes/mf-assessment/mf-manifest.json' };
    expect(readBootData(pageWith(JSON.stringify({ remotes, config })))).toEqual({ remotes, config });
  });

  it('gives nothing to use when the page has no block, or one it cannot read, so the shell fetches them', () => {
    expect(readBootData(pageWith(null))).toBeNull();
    expect(readBootData(pageWith('{not json'))).toBeNull();
    expect(readBootData(pageWith(JSON.stringify({ remotes: {}, config: { hubUrl: 1 } })))).toBeNull();
  });
});

describe('isBootData', () => {
  const remotes = { mf_assessment: '/remotes/mf-assessment/mf-manifest.json' };
  const blocks: unknown[] = [
    { remotes, config },
    { remotes: {}, config },
    { remotes: { mf_assessment: 1 }, config },
    { remotes: null, config },
    { remotes: [], config },
    { remotes, config: { ...config, uploadMaxBytes: 0 } },
    { remotes, config: { ...config, uploadMaxBytes: 1.5 } },
    { remotes, config: { ...config, version: undefined } },
    { remotes, config: { ...config, supportEmail: null } },
    { remotes },
    null,
  ];

  it.each(blocks.map((block) => [JSON.stringify(block), block]))(
    "agrees with the contract's schema on %s",
    (_, block) => {
      expect(isBootData(block)).toBe(BootDataSchema.safeParse(block).success);
    },
  );
});
