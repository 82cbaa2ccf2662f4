// The import boundaries are enforced by lint: this lints deliberate violations (lint-fixtures/)
// with the workspace's own ESLint config and expects each rule to fire where it should.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURES = path.join(__dirname, 'lint-fixtures');

interface LintResult {
  filePath: string;
  messages: Array<{ ruleId: string | null; message: string }>;
}

function lintFixtures(): Map<string, string[]> {
  const eslint = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');
  // The workspace lint skips the fixtures; --no-ignore lints them here on purpose.
  const run = spawnSync(process.execPath, [eslint, '--no-ignore', '--format', 'json', FIXTURES], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const results = JSON.parse(run.stdout) as LintResult[];
  return new Map(
    results.map((result) => [
      path.relative(FIXTURES, result.filePath),
      result.messages.map((message) => message.ruleId ?? message.message),
    ]),
  );
}

describe('import boundaries', () => {
  let rulesByFile: Map<string, string[]>;
  beforeAll(() => {
    rulesByFile = lintFixtures();
  }, 60_000);

  it("refuses a feature reaching into another feature's internals", () => {
    expect(rulesByFile.get('mf-alpha/src/features/orders/components/FeatureInternals.ts')).toEqual([
      'boundaries/entry-point',
    ]);
  });

  it('refuses a remote importing another remote or the shell', () => {
    expect(rulesByFile.get('mf-alpha/src/features/orders/components/OtherRemote.ts')).toEqual([
      'boundaries/element-types',
    ]);
    expect(rulesByFile.get('mf-beta/src/ImportsShell.ts')).toEqual(['boundaries/element-types']);
  });

  it('lets shared-ui import only shared-contracts, and shared-contracts nothing', () => {
    expect(rulesByFile.get('shared-ui/src/ImportsShell.ts')).toEqual(['boundaries/element-types']);
    expect(rulesByFile.get('shared-contracts/src/ImportsUi.ts')).toEqual(['boundaries/element-types']);
  });

  it("allows another feature's index.ts and the feature's own files", () => {
    expect(rulesByFile.get('mf-alpha/src/features/orders/components/Allowed.ts')).toEqual([]);
  });
});
