import { IMPROVEMENT_PLAN_COLUMNS, improvementPlanCsv, improvementPlanRow } from './improvementPlan';

describe('the improvement plan row', () => {
  const question = { label: '1.3.1', title: 'Does every room follow the planning cycle?' };

  it("has the regulator's columns and the service's texts, quoted for spreadsheets", () => {
    const csv = improvementPlanCsv(question, {
      selfAssessment: 'Plans are "ad hoc"',
      goalStrategy: 'Weekly, per room',
    });
    const [header, row] = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe(IMPROVEMENT_PLAN_COLUMNS.map((column) => `"${column}"`).join(','));
    expect(row).toBe('"1.3.1","Plans are ""ad hoc""","Weekly, per room","","","","",""');
  });

  it('names the question when no issue is written yet, and starts with a byte-order mark', () => {
    const csv = improvementPlanCsv(question, { selfAssessment: '', goalStrategy: '' });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe('"1.3.1","Does every room follow the planning cycle?","","","","","",""');
  });

  it.each([
    ['=HYPERLINK("https://evil.test","Click")', `"'=HYPERLINK(""https://evil.test"",""Click"")"`],
    ['+61 2 9999 0000', `"'+61 2 9999 0000"`],
    ['-2+3+cmd|/C calc!A0', `"'-2+3+cmd|/C calc!A0"`],
    ['@SUM(1+1)*cmd|/C calc!A0', `"'@SUM(1+1)*cmd|/C calc!A0"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('keeps a cell starting like a formula as text (%j)', (text, expected) => {
    const csv = improvementPlanCsv(question, { selfAssessment: text, goalStrategy: text });
    expect(csv.split('\r\n')[1]).toBe(`"1.3.1",${expected},${expected},"","","","",""`);
  });

  it('leaves ordinary text, and a formula character inside a text, as it is', () => {
    const csv = improvementPlanCsv(question, { selfAssessment: 'Ratio 1 = 4', goalStrategy: 'Team A - Room 2' });
    expect(csv.split('\r\n')[1]).toBe('"1.3.1","Ratio 1 = 4","Team A - Room 2","","","","",""');
  });
});

describe('the improvement plan row of a goal with its tasks', () => {
  const question = { label: '2.1.1', title: 'Are rest needs met?' };
  const task = {
    name: 'Quiet corner',
    stepOutcome: 'Set up a quiet corner in each room',
    successMeasure: 'Every room has one',
    progressNotes: 'Two rooms done',
    priority: 'medium' as const,
    taskDue: '2026-05-01',
    status: 2,
  };

  it('fills the last five columns from the goal tasks: highest priority, steps, measures, last due date, progress', () => {
    const row = improvementPlanRow(question, { selfAssessment: 'No quiet space', goalStrategy: 'Rest on demand' }, [
      task,
      {
        ...task,
        name: 'Rest plans',
        stepOutcome: '',
        priority: 'high',
        taskDue: '2026-06-30',
        status: 1,
        progressNotes: '',
      },
    ]);
    expect(row).toEqual([
      '2.1.1',
      'No quiet space',
      'Rest on demand',
      'H',
      'Set up a quiet corner in each room\nRest plans',
      'Every room has one\nEvery room has one',
      '30/06/2026',
      'Quiet corner (in progress): Two rooms done\nRest plans (not started)',
    ]);
    expect(row).toHaveLength(IMPROVEMENT_PLAN_COLUMNS.length);
  });
});
