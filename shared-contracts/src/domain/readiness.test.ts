import { QUESTION_STATUS } from './constants';
import {
  elementLacksEvidence,
  elementNeedsStrengths,
  isGoalWithoutTask,
  isLawUnrecorded,
  nothingToDoText,
  readinessByArea,
  readinessTargetPath,
  strengthsChosenText,
} from './readiness';

describe('the readiness rules', () => {
  it('counts an element with no evidence linked to any of its answers', () => {
    expect(elementLacksEvidence(0)).toBe(true);
    expect(elementLacksEvidence(1)).toBe(false);
  });

  it('counts a No answer (a goal) without a goal task', () => {
    expect(isGoalWithoutTask({ status: QUESTION_STATUS.no, goalTasks: 0 })).toBe(true);
    expect(isGoalWithoutTask({ status: QUESTION_STATUS.no, goalTasks: 2 })).toBe(false);
    expect(isGoalWithoutTask({ status: QUESTION_STATUS.yes, goalTasks: 0 })).toBe(false);
    expect(isGoalWithoutTask({ status: QUESTION_STATUS.notApplicable, goalTasks: 0 })).toBe(false);
  });

  it('counts a law with no result as not recorded; any result (non-compliant too) records it', () => {
    expect(isLawUnrecorded(null)).toBe(true);
    expect(isLawUnrecorded(undefined)).toBe(true);
    expect(isLawUnrecorded(2)).toBe(false);
    expect(isLawUnrecorded(3)).toBe(false);
  });

  it('counts an element below the five SAT strengths the SAT page expects', () => {
    expect(elementNeedsStrengths(0)).toBe(true);
    expect(elementNeedsStrengths(4)).toBe(true);
    expect(elementNeedsStrengths(5)).toBe(false);
    expect(strengthsChosenText(3)).toBe('3 of 5');
  });

  it('links each row to where it is fixed', () => {
    expect(readinessTargetPath({ kind: 'element', areaId: 2, elementLabel: '2.1.1' })).toBe('/qip/nqa/2?element=2.1.1');
    expect(
      readinessTargetPath({
        kind: 'question',
        areaId: 1,
        elementLabel: '1.1.2',
        category: 'embedded',
        questionId: 'q-1',
      }),
    ).toBe('/qip/nqa/1?element=1.1.2&category=embedded&filter=all&question=q-1');
    expect(readinessTargetPath({ kind: 'task', taskId: 't 1' })).toBe('/qip/tasks?task=t+1');
    expect(readinessTargetPath({ kind: 'laws', areaId: 7 })).toBe('/qip/nqa/7?laws=open');
    expect(readinessTargetPath({ kind: 'sat', areaId: 6, elementLabel: '6.1.1' })).toBe('/qip/sat?nqa=6&element=6.1.1');
  });

  it('groups the rows by area, in the checks’ order, with totals', () => {
    const view = readinessByArea([
      { id: 'overdueTasks', rows: [{ areaId: 1 }, { areaId: 3 }] },
      { id: 'noEvidence', rows: [{ areaId: 1 }] },
    ]);
    expect(view.totals).toEqual([
      { id: 'noEvidence', count: 1 },
      { id: 'overdueTasks', count: 2 },
    ]);
    expect(view.total).toBe(3);
    expect(view.areas).toHaveLength(7);
    expect(view.areas[0]).toEqual({
      areaId: 1,
      checks: [
        { id: 'noEvidence', rows: [{ areaId: 1 }] },
        { id: 'overdueTasks', rows: [{ areaId: 1 }] },
      ],
      total: 2,
    });
    expect(view.areas[1]?.total).toBe(0);
    expect(view.areas[2]?.total).toBe(1);
  });

  it('says everything that is in place when nothing is to do', () => {
    expect(nothingToDoText(['noEvidence'])).toBe('Nothing to do: every element has evidence.');
    expect(nothingToDoText(['noEvidence', 'overdueTasks', 'lawsNotRecorded'])).toBe(
      'Nothing to do: every element has evidence, no task is overdue and every law and regulation is recorded.',
    );
  });
});
