import { REPORT_FORMATS, reportTypeLabel, type ReportFormat, type ReportType } from '@qip/shared-contracts';
import type { Choice } from './ChoiceCards';

/** What each report holds, in a director's words (the generator's choices). */
const TYPE_DESCRIPTIONS: Record<ReportType, string> = {
  1: 'Your improvement plan: each goal with its steps, success measure and timeline.',
  2: 'Your strengths per quality area, with the evidence that shows them.',
  3: "Your Quality Improvement Plan in the regulator's template, ready to submit.",
  4: 'The evidence of each element: files, links and comments.',
  5: 'The tasks set to gather evidence, with status, assignee and due date.',
  6: 'The tasks set to reach your goals, with status, assignee and due date.',
  7: 'Every task of the service, evidence and goal tasks together.',
  8: 'Per element, the strengths you chose for the SAT and their descriptions.',
};

export function typeChoices(types: readonly ReportType[]): Array<Choice<ReportType>> {
  return types.map((type) => ({ value: type, title: reportTypeLabel(type), description: TYPE_DESCRIPTIONS[type] }));
}

const FORMAT_CHOICES: Record<ReportFormat, Omit<Choice<ReportFormat>, 'value'>> = {
  pdf: { title: 'PDF', description: 'To read, print or send as it is' },
  docx: { title: 'Word', description: 'A .docx document you can edit' },
};

export const formatChoices: Array<Choice<ReportFormat>> = REPORT_FORMATS.map((format) => ({
  value: format,
  ...FORMAT_CHOICES[format],
}));

/** The format as the list shows it. */
export function formatLabel(format: ReportFormat): string {
  return FORMAT_CHOICES[format].title;
}
