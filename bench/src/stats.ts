// Pure arithmetic of the benchmark: medians, percentiles, ratios and whether a figure meets its target.

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The nearest-rank percentile (p in 0..100) of the values; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/** What a figure must meet: on its ratio to the reference, or on its own value. */
export interface Target {
  on: 'ratio' | 'value';
  atMost?: number;
  atLeast?: number;
}

export type Unit = 'bytes' | 'ms' | 'req/s' | 'count';

/** One line of the table: a measured figure, its reference measured in the same run, its target. */
export interface Figure {
  part: string;
  name: string;
  value: number;
  unit: Unit;
  /** Shown instead of the formatted value (e.g. 'no: 12 of 20 files'). */
  shown?: string;
  reference?: { name: string; value: number };
  target?: Target;
}

/** A figure with its ratio and verdict worked out, as printed and written to the JSON file. */
export interface Judged extends Figure {
  ratio: number | null;
  pass: boolean | null;
}

export function ratioOf(value: number, reference: number): number | null {
  return reference > 0 && Number.isFinite(value) ? value / reference : null;
}

/** Whether `measured` meets the target; null when it could not be measured. */
export function meets(measured: number | null, target: Target): boolean | null {
  if (measured === null || !Number.isFinite(measured)) return null;
  if (target.atMost !== undefined && measured > target.atMost) return false;
  if (target.atLeast !== undefined && measured < target.atLeast) return false;
  return true;
}

export function judge(figure: Figure): Judged {
  const ratio = figure.reference ? ratioOf(figure.value, figure.reference.value) : null;
  const { target } = figure;
  const pass = target ? meets(target.on === 'ratio' ? ratio : figure.value, target) : null;
  return { ...figure, ratio, pass };
}
