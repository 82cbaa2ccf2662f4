import { elementQuestions, question } from '../../testing/fixtures';
import { categoryCount, visibleBankQuestions, visibleCustomItems } from './filterQuestions';
import { IMPROVEMENT_PLAN_COLUMNS, improvementPlanCsv } from './improvementPlanCsv';

describe('question filters', () => {
  const questions = elementQuestions().map((item, index) => (index === 0 ? { ...item, status: 1 as const } : item));

  it('All shows the category bank questions; Unanswered and Answered split them; Custom shows none', () => {
    expect(visibleBankQuestions(questions, 'embedded', 'all').map((item) => item.title)).toEqual([
      'Question 1 of embedded',
      'Question 2 of embedded',
    ]);
    expect(visibleBankQuestions(questions, 'embedded', 'unanswered').map((item) => item.title)).toEqual([
      'Question 2 of embedded',
    ]);
    expect(visibleBankQuestions(questions, 'embedded', 'answered').map((item) => item.title)).toEqual([
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
});

describe('the improvement plan row', () => {
  it("has the regulator's columns and the service's texts, quoted for spreadsheets", () => {
    const csv = improvementPlanCsv(question(), {
      selfAssessment: 'Plans are "ad hoc"',
      goalStrategy: 'Weekly, per room',
    });
    const [header, row] = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe(IMPROVEMENT_PLAN_COLUMNS.map((column) => `"${column}"`).join(','));
    expect(row).toBe('"1.3.1","Plans are ""ad hoc""","Weekly, per room","","","","",""');
  });
});
