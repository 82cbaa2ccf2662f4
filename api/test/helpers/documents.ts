import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// Reads generated documents back as people's tools would: the PDF's text through poppler's
// pdftotext, the Word file's text from its word/document.xml, and LibreOffice's headless
// conversion of the Word file (which fails on a file Word or LibreOffice would warn about).

const run = promisify(execFile);

async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'qip-report-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The PDF's text, laid out as on the page (columns of a table stay on one line). */
export function pdfText(bytes: Buffer): Promise<string> {
  return inTempDir(async (dir) => {
    const file = path.join(dir, 'report.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-layout', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  });
}

const XML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };

/** The Word file's text: each paragraph on a line, each table cell separated by ' | '. */
export function docxText(bytes: Buffer): Promise<string> {
  return inTempDir(async (dir) => {
    const file = path.join(dir, 'report.docx');
    await writeFile(file, bytes);
    const { stdout } = await run('unzip', ['-p', file, 'word/document.xml'], { maxBuffer: 64 * 1024 * 1024 });
    return stdout
      .replace(/<\/w:p>\s*<\/w:tc>/g, '</w:tc>')
      .replace(/<\/w:p>/g, '\n')
      .replace(/<\/w:tc>/g, ' | ')
      .replace(/<w:br\/>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|apos);/g, (entity) => XML_ENTITIES[entity] ?? entity);
  });
}

/**
 * LibreOffice converts the Word files to PDF headless, in one run (its start takes seconds);
 * answers each PDF's text, in the files' order.
 */
export function convertDocxFilesWithLibreOffice(files: Buffer[]): Promise<string[]> {
  return inTempDir(async (dir) => {
    const names = await Promise.all(
      files.map(async (bytes, index) => {
        const name = path.join(dir, `report-${index}.docx`);
        await writeFile(name, bytes);
        return name;
      }),
    );
    // A profile of its own, so runs at the same time do not share LibreOffice's lock.
    await run(
      'soffice',
      [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', dir, ...names],
      { timeout: 120_000 },
    );
    const texts: string[] = [];
    for (const name of names) texts.push(await pdfText(await readFile(name.replace(/\.docx$/, '.pdf'))));
    return texts;
  });
}

/** LibreOffice converts the Word file to PDF headless; answers the PDF's text. */
export async function convertDocxWithLibreOffice(bytes: Buffer): Promise<string> {
  const [text] = await convertDocxFilesWithLibreOffice([bytes]);
  return text ?? '';
}

/** pdftotext's layout spaces words of a line apart: one space between words. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ');
