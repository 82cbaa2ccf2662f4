import { QUESTION_STATUS, type Question, type QuestionCategory } from '@qip/shared-contracts';

export const QUESTION_FILTERS = [
  { value: 'all', label: 'All questions' },
  { value: 'unanswered', label: 'Unanswered' },
  { value: 'answered', label: 'Answered' },
  { value: 'custom', label: 'Custom' },
] as const;
export type QuestionFilter = (typeof QUESTION_FILTERS)[number]['value'];

export function isQuestionFilter(value: string | null): value is QuestionFilter {
  return QUESTION_FILTERS.some((filter) => filter.value === value);
}

/** The bank's questions of one category that the filter shows ('Custom' shows none of them). */
export function visibleBankQuestions(
  questions: readonly Question[],
  category: QuestionCategory,
  filter: QuestionFilter,
): Question[] {
  if (filter === 'custom') return [];
  return questions.filter((question) => {
    if (question.isCustom || question.type !== category) return false;
    if (filter === 'unanswered') return question.status === QUESTION_STATUS.unanswered;
    if (filter === 'answered') return question.status !== QUESTION_STATUS.unanswered;
    return true;
  });
}

/** The centre's custom goals and strengths of one category; shown for All, Answered and Custom. */
export function visibleCustomItems(
  questions: readonly Question[],
  category: QuestionCategory,
  filter: QuestionFilter,
): Question[] | null {
  if (filter === 'unanswered') return null;
  return questions.filter((question) => question.isCustom && question.type === category);
}

/** Answered and total bank questions of a category (for its tab). */
export function categoryCount(questions: readonly Question[], category: QuestionCategory) {
  const bank = questions.filter((question) => !question.isCustom && question.type === category);
  return { answered: bank.filter((question) => question.status !== 0).length, total: bank.length };
}
