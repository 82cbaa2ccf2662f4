import { IMPROVEMENT_PLAN_COLUMNS, improvementPlanCsv } from './improvementPlan';

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
});
