import {
  elementLacksEvidence,
  elementNeedsStrengths,
  formatCalendarDate,
  isGoalWithoutTask,
  isLawUnrecorded,
  isTaskOverdue,
  QUALITY_AREA_IDS,
  QUESTION_STATUS,
  strengthsChosenText,
  type ReadinessCheckId,
  type ReadinessRow,
} from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { CategoryRow, Database } from '../../db/schema';
import { lawsWithResults } from '../../shared/lawResults.repository';
import type { NqsStructure } from '../../shared/nqs.repository';
import { elementsChangedForCenter } from '../../shared/nqsChanges.service';
import { evidenceByElement, goalsWithTaskCounts, openTasksDueBefore, strengthsByElement } from './readiness.repository';

// The readiness view's checks: each an independent function from the service to its rows, so a
// new check is one more entry in READINESS_CHECK_LIST (and its id and wording in
// shared-contracts/src/domain/readiness.ts). Each reads with one grouped query; the rules
// (what counts) are the shared-contracts ones the other pages use.

/** What every check gets: the service, the NQS in force and today (in Sydney). */
export interface ReadinessContext {
  db: Kysely<Database>;
  centerId: string;
  structure: NqsStructure;
  /** YYYY-MM-DD in the portal's time zone. */
  today: string;
}

export interface ReadinessCheckDefinition {
  id: ReadinessCheckId;
  rows: (context: ReadinessContext) => Promise<ReadinessRow[]>;
}

const TITLE_MAX = 200;

/** A question's text as a row's title: one line, at most 200 characters. */
function oneLineTitle(text: string): string {
  const line = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > TITLE_MAX ? `${line.slice(0, TITLE_MAX - 1)}…` : line;
}

const elementsOf = (structure: NqsStructure): CategoryRow[] =>
  structure.categories.filter((category) => category.kind === 'element');

const elementRow = (element: CategoryRow, detail: string, target: ReadinessRow['target']): ReadinessRow => ({
  areaId: element.area_id,
  label: element.label,
  title: element.title,
  detail,
  target,
});

const noEvidence: ReadinessCheckDefinition = {
  id: 'noEvidence',
  rows: async ({ db, centerId, structure }) => {
    const counts = new Map(
      (await evidenceByElement(db, centerId, structure.rowsVersionId)).map((row) => [row.category_id, row]),
    );
    return elementsOf(structure).flatMap((element) => {
      const count = counts.get(element.id);
      if (!elementLacksEvidence(Number(count?.links ?? 0))) return [];
      const yes = Number(count?.yes_answers ?? 0);
      return [
        elementRow(element, `${yes} answered Yes`, {
          kind: 'element',
          areaId: element.area_id,
          elementLabel: element.label,
        }),
      ];
    });
  },
};

const goalsWithoutTasks: ReadinessCheckDefinition = {
  id: 'goalsWithoutTasks',
  rows: async ({ db, centerId, structure }) =>
    (await goalsWithTaskCounts(db, centerId, structure.rowsVersionId))
      .filter((goal) => isGoalWithoutTask({ status: QUESTION_STATUS.no, goalTasks: Number(goal.goal_tasks ?? 0) }))
      .map((goal) => ({
        areaId: goal.area_id,
        label: goal.is_custom === 1 ? 'Custom goal' : goal.element_label,
        title: oneLineTitle(goal.is_custom === 1 ? goal.description : goal.title),
        detail: goal.element_label,
        target: {
          kind: 'question',
          areaId: goal.area_id,
          elementLabel: goal.element_label,
          category: goal.type,
          questionId: goal.id,
        },
      })),
};

const overdueTasks: ReadinessCheckDefinition = {
  id: 'overdueTasks',
  rows: async ({ db, centerId, today }) =>
    (await openTasksDueBefore(db, centerId, today))
      .filter((task) => isTaskOverdue({ taskDue: task.task_due, status: task.status }, today))
      .map((task) => ({
        areaId: task.area_id,
        label: task.name,
        title: task.assignee ? `${task.element_label} · assigned to ${task.assignee}` : task.element_label,
        detail: formatCalendarDate(task.task_due),
        target: { kind: 'task', taskId: task.id },
      })),
};

const lawsNotRecorded: ReadinessCheckDefinition = {
  id: 'lawsNotRecorded',
  rows: async ({ db, centerId, structure }) =>
    (await lawsWithResults(db, centerId, structure.rowsVersionId, QUALITY_AREA_IDS))
      .filter((law) => isLawUnrecorded(law.result))
      .map((law) => ({
        areaId: law.nqa,
        label: law.law_regulation,
        title: oneLineTitle(law.description),
        detail: law.nqs,
        target: { kind: 'laws', areaId: law.nqa },
      })),
};

const strengthsNotChosen: ReadinessCheckDefinition = {
  id: 'strengthsNotChosen',
  rows: async ({ db, centerId, structure }) => {
    const chosen = new Map((await strengthsByElement(db, centerId)).map((row) => [row.element_id, Number(row.chosen)]));
    return elementsOf(structure).flatMap((element) => {
      const count = chosen.get(element.id) ?? 0;
      if (!elementNeedsStrengths(count)) return [];
      return [
        elementRow(element, strengthsChosenText(count), {
          kind: 'sat',
          areaId: element.area_id,
          elementLabel: element.label,
        }),
      ];
    });
  },
};

const nqsChanged: ReadinessCheckDefinition = {
  id: 'nqsChanged',
  rows: async ({ db, centerId, structure }) =>
    (await elementsChangedForCenter(db, centerId)).flatMap((change) => {
      const element = structure.byId.get(change.categoryId);
      if (!element || !change.flagged) return [];
      return [
        elementRow(element, change.summary, { kind: 'element', areaId: element.area_id, elementLabel: element.label }),
      ];
    }),
};

/** The checks the view runs, in order (READINESS_CHECK_IDS's order). */
export const READINESS_CHECK_LIST: readonly ReadinessCheckDefinition[] = [
  noEvidence,
  goalsWithoutTasks,
  overdueTasks,
  lawsNotRecorded,
  strengthsNotChosen,
  nqsChanged,
];
