// Pure formatting of the benchmark's table.
import type { Judged, Target, Unit } from './stats';

export function formatValue(value: number, unit: Unit): string {
  if (!Number.isFinite(value)) return 'n/a';
  switch (unit) {
    case 'bytes':
      return `${(value / 1024).toFixed(1)} KB`;
    case 'ms':
      return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
    case 'req/s':
      return `${Math.round(value).toLocaleString('en-AU')} req/s`;
    case 'count':
      return String(value);
  }
}

export function formatTarget(target: Target | undefined, unit: Unit): string {
  if (!target) return '';
  const show = (limit: number) =>
    target.on === 'ratio' ? (limit < 1 ? `${Math.round(limit * 100)}%` : `${limit}×`) : formatValue(limit, unit);
  const parts: string[] = [];
  if (target.atMost !== undefined) parts.push(`≤ ${show(target.atMost)}`);
  if (target.atLeast !== undefined) parts.push(`≥ ${show(target.atLeast)}`);
  return parts.join(', ');
}

function formatRatio(ratio: number | null, target: Target | undefined): string {
  if (ratio === null) return '';
  // Throughput targets read as a share of the reference; the others as a multiple.
  return target?.on === 'ratio' && target.atLeast !== undefined
    ? `${Math.round(ratio * 100)}%`
    : `${ratio.toFixed(2)}×`;
}

const verdict = (pass: boolean | null) => (pass === null ? '' : pass ? 'PASS' : 'FAIL');

/** The figures as rows of cells: figure, value, reference, ratio, target, result. */
export function tableRows(figures: readonly Judged[]): string[][] {
  return figures.map((figure) => [
    figure.name,
    figure.shown ?? formatValue(figure.value, figure.unit),
    figure.reference ? `${formatValue(figure.reference.value, figure.unit)} (${figure.reference.name})` : '',
    formatRatio(figure.ratio, figure.target),
    formatTarget(figure.target, figure.unit),
    verdict(figure.pass),
  ]);
}

export const TABLE_HEADER = ['Figure', 'Value', 'Reference (same run)', 'Ratio', 'Target', 'Result'];

/** A plain-text table, columns padded to their widest cell. */
export function formatTable(header: readonly string[], rows: readonly string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.map(line)].join('\n');
}

/** The same table in Markdown, for the README. */
export function formatMarkdown(header: readonly string[], rows: readonly string[][]): string {
  const line = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
