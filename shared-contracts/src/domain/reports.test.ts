import {
  describeReportFilters,
  formatReportFilters,
  isFullReportRefusal,
  isTaskReport,
  REPORT_MESSAGES,
  REPORT_TAB_IDS,
  REPORT_TABS,
  REPORT_TYPE_IDS,
  reportTabOf,
  reportFilterSummary,
  reportTabOfType,
  reportTypeLabel,
} from './reports';

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

describe('the filters the list shows', () => {
  it('says every quality area once, and keeps the task filters', () => {
    expect(reportFilterSummary(formatReportFilters({ nqa: [1, 2, 3, 4, 5, 6, 7], status: [2] }))).toEqual([
      'All NQAs',
      'Status: In progress',
    ]);
    expect(reportFilterSummary('NQA1,3')).toEqual(['NQA 1', 'NQA 3']);
  });
});

describe('report types', () => {
  it('names the seven types and tells task reports apart', () => {
    expect(reportTypeLabel(3)).toBe('Full');
    expect(reportTypeLabel(9)).toBe('Report');
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter(isTaskReport)).toEqual([5, 6, 7]);
  });
});

describe('report tabs', () => {
  it('opens the tab the address names, else the first', () => {
    expect(reportTabOf('sat')).toBe('sat');
    expect(reportTabOf('tasks')).toBe('tasks');
    expect(reportTabOf('goals')).toBe('goals');
    expect(reportTabOf('nonsense')).toBe('goals');
    expect(reportTabOf(null)).toBe('goals');
  });

  it('places each type on one tab: goals and strengths, the SAT, tasks', () => {
    expect(REPORT_TYPE_IDS.map(reportTabOfType)).toEqual([
      'goals',
      'goals',
      'goals',
      'goals',
      'tasks',
      'tasks',
      'tasks',
      'sat',
    ]);
    expect(REPORT_TAB_IDS.flatMap((tab) => REPORT_TABS[tab].types).sort()).toEqual([...REPORT_TYPE_IDS]);
  });
});

describe('the full report refusal', () => {
  it('recognises the spec message and its variant, and nothing else', () => {
    expect(isFullReportRefusal(REPORT_MESSAGES.fullNeedsServiceDetails)).toBe(true);
    expect(
      isFullReportRefusal(
        'A full submission report can only be sent once the Service Details have been completed (100%)',
      ),
    ).toBe(true);
    expect(isFullReportRefusal('Forbidden')).toBe(false);
    expect(isFullReportRefusal(null)).toBe(false);
  });
});
