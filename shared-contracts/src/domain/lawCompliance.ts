// A centre's record of compliance with the laws and regulations of a quality area (assessment
// spec sections 3 and 4): the ratio recorded, the percent shown, and the area page's button.
import type { LawResultValue } from '../api/lawsRegulations';

/** Compliant, non-compliant and not applicable, as the contract numbers them. */
export const LAW_RESULT = { compliant: 1, nonCompliant: 2, notApplicable: 3 } as const;

/** What each result is called. */
export const LAW_RESULT_LABELS: Readonly<Record<LawResultValue, string>> = {
  1: 'Compliant',
  2: 'Non-compliant',
  3: 'Not applicable',
};

/** The share of an area's laws that have a result, 0 to 1 (0 for an area without laws). */
export function lawsRecordedRatio(recorded: number, total: number): number {
  return total <= 0 ? 0 : recorded / total;
}

/** The whole percent shown for a ratio, rounded down: 100 only once every law is recorded. */
export function compliancePercent(ratio: number): number {
  return Math.floor(ratio * 100);
}

export interface LawResultsSummary {
  recorded: number;
  total: number;
  percent: number;
  compliant: number;
  nonCompliant: number;
  notApplicable: number;
}

/** What the laws table says of the results chosen so far, one entry per law (unset: none yet). */
export function summariseLawResults(results: ReadonlyArray<number | null | undefined>): LawResultsSummary {
  const count = (value: number) => results.filter((result) => result === value).length;
  const recorded = results.filter((result) => result !== null && result !== undefined).length;
  return {
    recorded,
    total: results.length,
    percent: compliancePercent(lawsRecordedRatio(recorded, results.length)),
    compliant: count(LAW_RESULT.compliant),
    nonCompliant: count(LAW_RESULT.nonCompliant),
    notApplicable: count(LAW_RESULT.notApplicable),
  };
}

export type ComplianceAction = 'Start' | 'Finish' | 'Finished';

/**
 * The laws-and-regulations button of an area page: Start while nothing is recorded, Finish
 * while some laws are recorded, Finished once every law of the area has a result.
 */
export function complianceAction(ratio: number): ComplianceAction {
  if (ratio >= 1) return 'Finished';
  if (ratio > 0) return 'Finish';
  return 'Start';
}
