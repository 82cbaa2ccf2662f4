import path from 'node:path';

/**
 * A worker thread's file: `dist/<name>.cjs` beside the built server, or, when the API runs from
 * its TypeScript source (tests, `pnpm dev`), `<name>.dev.cjs` in the source folder `sourceDir`,
 * which loads the TypeScript through tsx.
 */
export function workerFile(sourceDir: string, name: string): string {
  return __filename.endsWith('.ts') ? path.join(sourceDir, `${name}.dev.cjs`) : path.join(__dirname, `${name}.cjs`);
}
