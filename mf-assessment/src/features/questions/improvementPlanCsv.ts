import type { Question } from '@qip/shared-contracts';

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

const cell = (value: string) => `"${value.replace(/"/g, '""')}"`;

/**
 * One row of the improvement plan for a question, filled with what the service has written,
 * as CSV that spreadsheet programs open (with a byte-order mark so Excel reads it as UTF-8).
 */
export function improvementPlanCsv(
  question: Pick<Question, 'label' | 'title'>,
  texts: { selfAssessment: string; goalStrategy: string },
): string {
  const row = [question.label, texts.selfAssessment || question.title, texts.goalStrategy, '', '', '', '', ''];
  return `\uFEFF${[IMPROVEMENT_PLAN_COLUMNS, row].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Hands a text file to the browser to save. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
