// The test command type-checks the browser packages as one program (tsconfig.browser-packages.json)
// and lints them with it: a browser package missing from it would not be type-checked at all.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');

function tsconfigOf(file: string): { extends?: string; include?: string[] } | null {
  const read = ts.readConfigFile(file, (name) => {
    try {
      return readFileSync(name, 'utf8');
    } catch {
      return undefined;
    }
  });
  return (read.config as { extends?: string; include?: string[] } | undefined) ?? null;
}

/** The top-level packages whose tsconfig extends the browser settings. */
function browserPackages(): string[] {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name)
    .filter((name) => tsconfigOf(path.join(ROOT, name, 'tsconfig.json'))?.extends === '../tsconfig.browser.json');
}

describe('the one program of the browser packages', () => {
  it('includes the sources of every package that uses the browser settings, and nothing else', () => {
    const program = tsconfigOf(path.join(ROOT, 'tsconfig.browser-packages.json'));
    const packages = browserPackages();
    expect(packages).toEqual(expect.arrayContaining(['shared-ui', 'shell', 'mf-assessment']));
    expect([...(program?.include ?? [])].sort()).toEqual(packages.map((name) => `${name}/src`).sort());
  });

  it('uses the same settings as each package', () => {
    expect(tsconfigOf(path.join(ROOT, 'tsconfig.browser-packages.json'))?.extends).toBe('./tsconfig.browser.json');
    for (const name of browserPackages()) {
      expect(tsconfigOf(path.join(ROOT, name, 'tsconfig.json'))).toEqual({
        extends: '../tsconfig.browser.json',
        include: ['src'],
      });
    }
  });
});
