import type { QuestionCategory } from './constants';
import type { QuestionStatus } from './progress';
import {
  categoryCount,
  isQuestionCategory,
  isQuestionFilter,
  visibleBankQuestions,
  visibleCustomItems,
} from './questionFilters';

const item = (title: string, type: QuestionCategory, status: QuestionStatus, isCustom = false) => ({
  title,
  type,
  status,
  isCustom,
});

// Two bank questions per category (the first of embedded answered) and one custom strength.
const questions = [
  item('Question 1 of embedded', 'embedded', 1),
  item('Question 2 of embedded', 'embedded', 0),
  item('Question 1 of critical_reflections', 'critical_reflections', 0),
  item('Question 2 of critical_reflections', 'critical_reflections', 0),
  item('Question 1 of partnerships_with_family', 'partnerships_with_family', 0),
  item('Question 2 of partnerships_with_family', 'partnerships_with_family', 0),
  item('custom', 'embedded', 1, true),
];

describe('question filters', () => {
  it('All shows the category bank questions; Unanswered and Answered split them; Custom shows none', () => {
    expect(visibleBankQuestions(questions, 'embedded', 'all').map((question) => question.title)).toEqual([
      'Question 1 of embedded',
      'Question 2 of embedded',
    ]);
    expect(visibleBankQuestions(questions, 'embedded', 'unanswered').map((question) => question.title)).toEqual([
      'Question 2 of embedded',
    ]);
    expect(visibleBankQuestions(questions, 'embedded', 'answered').map((question) => question.title)).toEqual([
      'Question 1 of embedded',
    ]);
    expect(visibleBankQuestions(questions, 'embedded', 'custom')).toEqual([]);
  });

  it('custom items show for All, Answered and Custom, never for Unanswered', () => {
    expect(visibleCustomItems(questions, 'embedded', 'custom')).toHaveLength(1);
    expect(visibleCustomItems(questions, 'embedded', 'all')).toHaveLength(1);
    expect(visibleCustomItems(questions, 'embedded', 'unanswered')).toBeNull();
    expect(visibleCustomItems(questions, 'critical_reflections', 'all')).toEqual([]);
  });

  it('counts answered bank questions per category', () => {
    expect(categoryCount(questions, 'embedded')).toEqual({ answered: 1, total: 2 });
  });

  it('reads a filter and a category from the address, and nothing else', () => {
    expect(isQuestionFilter('answered')).toBe(true);
    expect(isQuestionFilter('everything')).toBe(false);
    expect(isQuestionFilter(null)).toBe(false);
    expect(isQuestionCategory('critical_reflections')).toBe(true);
    expect(isQuestionCategory('custom')).toBe(false);
  });
});
