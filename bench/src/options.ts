// The command line of `npm run bench`.
export const PARTS = ['bytes', 'time', 'api', 'start', 'pg'] as const;
export type Part = (typeof PARTS)[number];

export interface BenchOptions {
  parts: ReadonlySet<Part>;
  /** Fewer runs and shorter load: a quick look, not figures to quote. */
  quick: boolean;
  /** The first of the ports the benchmark uses (it takes this one and the next four). */
  port: number;
  /** Where the figures are written as JSON; null: bench-results.json in the run's temp folder. */
  out: string | null;
  /** The Accept-Encoding every API and static request sends. */
  encoding: string;
}

export const USAGE = `npm run bench -- [--only=bytes,time,api,start,pg] [--no-pg] [--quick] [--port=8301] [--out=file.json] [--encoding="br, gzip"]`;

const isPart = (name: string): name is Part => (PARTS as readonly string[]).includes(name);

export function parseOptions(argv: readonly string[]): BenchOptions {
  let parts = new Set<Part>(PARTS);
  let quick = false;
  let port = 8301;
  let out: string | null = null;
  let encoding = 'br, gzip';
  for (const argument of argv) {
    const [flag = '', value = ''] = argument.split(/=(.*)/s);
    if (flag === '--only') {
      const names = value.split(',').map((name) => name.trim());
      const unknown = names.filter((name) => !isPart(name));
      if (unknown.length > 0)
        throw new Error(`--only: unknown part ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`);
      parts = new Set(names.filter(isPart));
    } else if (flag === '--no-pg') {
      parts.delete('pg');
    } else if (flag === '--pg') {
      parts.add('pg');
    } else if (flag === '--quick') {
      quick = true;
    } else if (flag === '--port' && /^\d+$/.test(value)) {
      port = Number(value);
    } else if (flag === '--out' && value !== '') {
      out = value;
    } else if (flag === '--encoding' && value !== '') {
      encoding = value;
    } else {
      throw new Error(`unknown option ${argument}\nusage: ${USAGE}`);
    }
  }
  return { parts, quick, port, out, encoding };
}
