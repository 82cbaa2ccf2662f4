import { IMPROVEMENT_PLAN_COLUMNS, improvementPlanRow } from '@qip/shared-contracts';
import type { Block, TableColumn } from '../../../../shared/documents/model';
import type { SourceArea } from '../source';
import { elementsOf, isNo, nothingYet } from './common';

// The regulator's 'Key improvements sought' table: one row per No answer, filled from the
// service's self-assessment, goal and strategy, and goal tasks.

/** Narrow columns for the element, priority and date; the texts share the rest. */
const WEIGHTS = [9, 14, 22, 7, 15, 11, 10, 12];

const COLUMNS: TableColumn[] = IMPROVEMENT_PLAN_COLUMNS.map((title, index) => ({
  title,
  weight: WEIGHTS[index] ?? 10,
}));

/** The rows of an area's improvement plan. */
export function improvementPlanRows(area: SourceArea): string[][] {
  return elementsOf(area).flatMap((element) =>
    element.questions
      .filter(isNo)
      .map((question) =>
        improvementPlanRow(
          { label: element.label, title: question.title },
          { selfAssessment: question.selfAssessment, goalStrategy: question.goalStrategy },
          question.goalTasks,
        ),
      ),
  );
}

/** The table, or a line saying there is nothing to improve yet. */
export function improvementPlanTable(area: SourceArea): Block {
  const rows = improvementPlanRows(area);
  if (rows.length === 0) return nothingYet('No improvements identified for this quality area yet.');
  return { kind: 'table', columns: COLUMNS, rows, area: area.id };
}
