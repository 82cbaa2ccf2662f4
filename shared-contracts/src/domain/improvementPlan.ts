// The regulator's QIP improvement-plan table, one row of which a goal and strategy downloads.

/** The columns of the regulator's QIP improvement plan table. */
export const IMPROVEMENT_PLAN_COLUMNS = [
  'Standard/element',
  'Issue identified during self-assessment',
  'What outcome or goal do we seek?',
  'Priority (L/M/H)',
  'How will we get this outcome? (Steps)',
  'Success measure',
  'By when?',
  'Progress notes',
] as const;

/**
 * A spreadsheet reads a cell starting with one of these as a formula (OWASP: CSV injection), so a
 * member could plant one for whoever opens the file.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text as a quoted CSV cell; a would-be formula gets a leading ' so it stays text. */
const cell = (value: string) => {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
};

/**
 * One row of the improvement plan for a question, filled with what the service has written,
 * as CSV that spreadsheet programs open (with a byte-order mark so Excel reads it as UTF-8).
 */
export function improvementPlanCsv(
  question: { label: string; title: string },
  texts: { selfAssessment: string; goalStrategy: string },
): string {
  const row = [question.label, texts.selfAssessment || question.title, texts.goalStrategy, '', '', '', '', ''];
  return `\uFEFF${[IMPROVEMENT_PLAN_COLUMNS, row].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
