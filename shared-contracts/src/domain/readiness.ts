import { QUALITY_AREA_IDS, QUESTION_STATUS, SAT, type QualityAreaId } from './constants';
import { PATHS, questionPath } from '../routes/paths';

// The readiness view (beyond the spec): per quality area, what is still missing before an
// assessment and rating visit. Each check is a list of rows; each row says where it is fixed.
// The rules here are the ones the other pages apply, so the counts agree with them.

/**
 * The checks, in the order the page shows them. A new check is one more id here, its wording in
 * READINESS_CHECKS and its rows from the API's list of checks
 * (api/src/routes/readiness/readiness.checks.ts).
 */
export const READINESS_CHECK_IDS = [
  'noEvidence',
  'goalsWithoutTasks',
  'overdueTasks',
  'lawsNotRecorded',
  'strengthsNotChosen',
  'nqsChanged',
] as const;
export type ReadinessCheckId = (typeof READINESS_CHECK_IDS)[number];

export interface ReadinessCheckWording {
  /** The heading of the check ('Elements with no evidence'). */
  title: string;
  /** What the check looks for, in a sentence. */
  description: string;
  /** The column headings of its rows: the item (a link to where it is fixed) and its detail. */
  itemHeading: string;
  detailHeading: string;
  /** What everything clear means, for 'Nothing to do: …'. */
  clear: string;
}

export const READINESS_CHECKS: Readonly<Record<ReadinessCheckId, ReadinessCheckWording>> = {
  noEvidence: {
    title: 'Elements with no evidence',
    description: 'Elements where no answer has evidence linked to it.',
    itemHeading: 'Element',
    detailHeading: 'Answered Yes',
    clear: 'every element has evidence',
  },
  goalsWithoutTasks: {
    title: 'Goals without tasks',
    description: 'Questions answered No (and custom goals) with no goal task to reach the goal.',
    itemHeading: 'Goal',
    detailHeading: 'Element',
    clear: 'every goal has a task',
  },
  overdueTasks: {
    // The tasks dashboard's rule: isTaskOverdue (tasks.ts), judged by today in Sydney.
    title: 'Overdue tasks',
    description: 'Tasks not completed whose due date has passed.',
    itemHeading: 'Task',
    detailHeading: 'Due',
    clear: 'no task is overdue',
  },
  lawsNotRecorded: {
    title: 'Laws and regulations not recorded',
    description: 'Laws and regulations of the area with no result recorded.',
    itemHeading: 'Law or regulation',
    detailHeading: 'Description',
    clear: 'every law and regulation is recorded',
  },
  strengthsNotChosen: {
    title: 'Elements whose SAT strengths are not chosen',
    description: `Elements with fewer than the ${SAT.strengthsPerElement} SAT strengths expected.`,
    itemHeading: 'Element',
    detailHeading: 'Strengths chosen',
    clear: 'every element has its SAT strengths chosen',
  },
  nqsChanged: {
    // The area page's flag: answered before the 2026 NQS changed the element, not reviewed since.
    title: 'Elements changed in the 2026 NQS',
    description: 'Elements the National Quality Standard of 2026 changed since you answered them, not yet reviewed.',
    itemHeading: 'Element',
    detailHeading: 'What changed',
    clear: 'every changed element is reviewed',
  },
};

export const READINESS_MESSAGES = {
  title: 'Readiness',
  subtitle: 'What is still missing before your assessment and rating visit, area by area.',
  areaClear: 'Nothing to do in this area.',
  loadFailed: 'The readiness view could not be loaded.',
} as const;

/** 'Nothing to do: every element has evidence, every goal has a task, … .' */
export function nothingToDoText(checks: readonly ReadinessCheckId[] = READINESS_CHECK_IDS): string {
  const clears = checks.map((check) => READINESS_CHECKS[check].clear);
  const listed = clears.length > 1 ? `${clears.slice(0, -1).join(', ')} and ${clears.at(-1) ?? ''}` : clears[0];
  return `Nothing to do: ${listed ?? 'everything is in place'}.`;
}

// The rules of each check, as the other pages apply them.

/** An element lacks evidence when no answer of it (bank question or custom strength) has any linked. */
export function elementLacksEvidence(evidenceLinks: number): boolean {
  return evidenceLinks === 0;
}

/** A goal is an answer No (a custom goal is stored as one); it lacks a task when it has no goal task. */
export function isGoalWithoutTask(answer: { status: number; goalTasks: number }): boolean {
  return answer.status === QUESTION_STATUS.no && answer.goalTasks === 0;
}

/** A law is recorded once it has any result (a non-compliant one too), as the area's ratio counts. */
export function isLawUnrecorded(result: number | null | undefined): boolean {
  return result === null || result === undefined;
}

/** An element's SAT strengths are not chosen while it has fewer than the SAT page expects (5). */
export function elementNeedsStrengths(chosen: number): boolean {
  return chosen < SAT.strengthsPerElement;
}

/** 'n of 5' for the strengths column. */
export const strengthsChosenText = (chosen: number) => `${chosen} of ${SAT.strengthsPerElement}`;

/** Where a row of the readiness view is fixed. */
export type ReadinessTarget =
  /** The element on its area page. */
  | { kind: 'element'; areaId: number; elementLabel: string }
  /** A question on its area page (its tab open, scrolled to). */
  | { kind: 'question'; areaId: number; elementLabel: string; category: string; questionId: string }
  /** A task in the tasks dashboard's modal. */
  | { kind: 'task'; taskId: string }
  /** The area's laws and regulations table. */
  | { kind: 'laws'; areaId: number }
  /** The element on the SAT page. */
  | { kind: 'sat'; areaId: number; elementLabel: string };

/** The address a row links to. */
export function readinessTargetPath(target: ReadinessTarget): string {
  switch (target.kind) {
    case 'element':
      return `${PATHS.nqaArea(target.areaId)}?${new URLSearchParams({ element: target.elementLabel }).toString()}`;
    case 'question':
      return questionPath(target);
    case 'task':
      return `${PATHS.tasks}?${new URLSearchParams({ task: target.taskId }).toString()}`;
    case 'laws':
      return `${PATHS.nqaArea(target.areaId)}?laws=open`;
    case 'sat':
      return `${PATHS.sat}?${new URLSearchParams({ nqa: String(target.areaId), element: target.elementLabel }).toString()}`;
  }
}

/** One thing to fix. */
export interface ReadinessRowLike {
  areaId: number;
}

/** One check's rows, as the API answers them. */
export interface ReadinessCheckLike<Row extends ReadinessRowLike = ReadinessRowLike> {
  id: ReadinessCheckId;
  rows: readonly Row[];
}

/** The view per area: each check's rows of that area, and the area's total. */
export interface ReadinessArea<Row extends ReadinessRowLike> {
  areaId: QualityAreaId;
  checks: Array<{ id: ReadinessCheckId; rows: Row[] }>;
  total: number;
}

/** The rows of each check grouped by quality area, with totals per check and overall. */
export function readinessByArea<Row extends ReadinessRowLike>(
  checks: readonly ReadinessCheckLike<Row>[],
): {
  areas: ReadinessArea<Row>[];
  totals: Array<{ id: ReadinessCheckId; count: number }>;
  total: number;
} {
  const ordered = READINESS_CHECK_IDS.flatMap((id) => checks.filter((check) => check.id === id));
  const areas = QUALITY_AREA_IDS.map((areaId) => {
    const areaChecks = ordered.map((check) => ({
      id: check.id,
      rows: check.rows.filter((row) => row.areaId === areaId),
    }));
    return { areaId, checks: areaChecks, total: areaChecks.reduce((sum, check) => sum + check.rows.length, 0) };
  });
  const totals = ordered.map((check) => ({ id: check.id, count: check.rows.length }));
  return { areas, totals, total: totals.reduce((sum, check) => sum + check.count, 0) };
}
