// Which questions of an element the area page shows (assessment spec section 4): a category tab
// and a filter (All questions, Unanswered, Answered, Custom) over the bank and custom items.
import { QUESTION_CATEGORIES, QUESTION_STATUS, type QuestionCategory } from './constants';
import type { QuestionStatus } from './progress';

export const QUESTION_FILTERS = [
  { value: 'all', label: 'All questions' },
  { value: 'unanswered', label: 'Unanswered' },
  { value: 'answered', label: 'Answered' },
  { value: 'custom', label: 'Custom' },
] as const;
export type QuestionFilter = (typeof QUESTION_FILTERS)[number]['value'];

/** What the filters read of a question. */
export interface FilterableQuestion {
  type: QuestionCategory;
  status: QuestionStatus;
  isCustom: boolean;
}

export function isQuestionFilter(value: string | null): value is QuestionFilter {
  return QUESTION_FILTERS.some((filter) => filter.value === value);
}

export function isQuestionCategory(value: string | null): value is QuestionCategory {
  return QUESTION_CATEGORIES.some((category) => category === value);
}

/** The bank's questions of one category that the filter shows ('Custom' shows none of them). */
export function visibleBankQuestions<Q extends FilterableQuestion>(
  questions: readonly Q[],
  category: QuestionCategory,
  filter: QuestionFilter,
): Q[] {
  if (filter === 'custom') return [];
  return questions.filter((question) => {
    if (question.isCustom || question.type !== category) return false;
    if (filter === 'unanswered') return question.status === QUESTION_STATUS.unanswered;
    if (filter === 'answered') return question.status !== QUESTION_STATUS.unanswered;
    return true;
  });
}

/** The centre's custom goals and strengths of one category; shown for All, Answered and Custom. */
export function visibleCustomItems<Q extends FilterableQuestion>(
  questions: readonly Q[],
  category: QuestionCategory,
  filter: QuestionFilter,
): Q[] | null {
  if (filter === 'unanswered') return null;
  return questions.filter((question) => question.isCustom && question.type === category);
}

/** Answered and total bank questions of a category (for its tab). */
export function categoryCount(questions: readonly FilterableQuestion[], category: QuestionCategory) {
  const bank = questions.filter((question) => !question.isCustom && question.type === category);
  return {
    answered: bank.filter((question) => question.status !== QUESTION_STATUS.unanswered).length,
    total: bank.length,
  };
}
