/** What the header's 'QIP Finished' bar shows for a centre's total progress. */
export interface QipFinishedDisplay {
  /** The percentage shown: total progress rounded up (0 when there is none). */
  percent: number;
  /** The filled width in percent: rounded down, and full once the shown value is 100. */
  width: number;
}

/**
 * Assessment spec section 2: the percentage is rounded up, the bar's width rounded down, with
 * one case forced to 100. That case is taken to be a total that shows as 100%: a bar that says
 * '100%' with a sliver missing would look unfinished.
 */
export function qipFinishedDisplay(totalProgress: number | null | undefined): QipFinishedDisplay {
  const total = Number.isFinite(totalProgress) ? Math.min(100, Math.max(0, totalProgress as number)) : 0;
  const percent = Math.ceil(total);
  return { percent, width: percent === 100 ? 100 : Math.floor(total) };
}
