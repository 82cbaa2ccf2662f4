import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The browser entry's promise (browser.ts): what the portal's first script loads of the contract
// holds no zod and none of api/'s values. Walks the entry's value imports (an import whose every
// name is a type is dropped by the compiler, and is skipped here too).

const IMPORT = /^(?:import|export)\s+(type\s+)?(?:([^;]*?)\s+from\s+)?'([^']+)';/gms;

function valueImportsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, typeOnly, names, specifier] of source.matchAll(IMPORT)) {
    const onlyTypes =
      /^\{[^}]*\}$/s.test(names?.trim() ?? '') &&
      names!
        .replace(/[{}\s]/g, '')
        .split(',')
        .filter(Boolean)
        .every((name) => name.startsWith('type'));
    if (!typeOnly && !onlyTypes && specifier) found.push(specifier);
  }
  return found;
}

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`Cannot resolve ${specifier} from ${from}`);
}

/** Every module the entry loads (its own files by path, packages by name). */
function loadedBy(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.ts')) continue;
    for (const specifier of valueImportsOf(file)) {
      if (specifier.startsWith('.')) queue.push(resolveLocal(file, specifier));
      else seen.add(specifier);
    }
  }
  return seen;
}

describe("the contract's browser entry", () => {
  const loaded = loadedBy(path.join(__dirname, 'browser.ts'));
  const apiFolder = path.join(__dirname, 'api') + path.sep;

  it('loads no zod and none of the API schemas', () => {
    expect([...loaded].filter((module) => module === 'zod' || module.startsWith('zod/'))).toEqual([]);
    expect(
      [...loaded].filter((module) => module.startsWith(apiFolder)).map((file) => path.relative(__dirname, file)),
    ).toEqual([]);
  });

  it('is walked as the full entry would be (which does load them)', () => {
    const full = loadedBy(path.join(__dirname, 'index.ts'));
    expect(full.has('zod')).toBe(true);
    expect(full.has(path.join(apiFolder, 'assessment.ts'))).toBe(true);
    expect(loaded.has(path.join(__dirname, 'http', 'callableEndpoints.generated.ts'))).toBe(true);
  });
});
