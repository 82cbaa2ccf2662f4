import { describeReportFilters, formatReportFilters, isTaskReport, reportTypeLabel } from './reports';

describe('report filters', () => {
  it('stores the areas after NQA, sorted, and shows them without the first 3 characters', () => {
    const stored = formatReportFilters({ nqa: [3, 1] });
    expect(stored).toBe('NQA1,3');
    expect(describeReportFilters(stored)).toEqual(['NQA 1', 'NQA 3']);
  });

  it('adds the task statuses and the assignee of a task report', () => {
    const stored = formatReportFilters({ nqa: [2], status: [2, 1], assignee: ' Eli Nguyen ' });
    expect(describeReportFilters(stored)).toEqual([
      'NQA 2',
      'Status: Not started',
      'Status: In progress',
      'Assignee: Eli Nguyen',
    ]);
  });
});

describe('report types', () => {
  it('names the seven types and tells task reports apart', () => {
    expect(reportTypeLabel(3)).toBe('Full');
    expect(reportTypeLabel(9)).toBe('Report');
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter(isTaskReport)).toEqual([5, 6, 7]);
  });
});
