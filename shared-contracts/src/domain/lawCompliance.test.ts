import { complianceAction, compliancePercent, lawsRecordedRatio, summariseLawResults } from './lawCompliance';

describe('complianceAction', () => {
  it.each([
    [0, 'Start'],
    [0.25, 'Finish'],
    [0.999, 'Finish'],
    [1, 'Finished'],
  ])('a ratio of %d reads %s', (ratio, label) => {
    expect(complianceAction(ratio)).toBe(label);
  });
});

describe('the recorded ratio and its percent', () => {
  it('is the share of laws with a result, and 0 for an area without laws', () => {
    expect(lawsRecordedRatio(1, 4)).toBe(0.25);
    expect(lawsRecordedRatio(0, 0)).toBe(0);
  });

  it.each([
    [0, 0],
    [1 / 3, 33],
    [2 / 3, 66],
    [0.999, 99],
    [1, 100],
  ])('a ratio of %d shows %d%% (rounded down)', (ratio, percent) => {
    expect(compliancePercent(ratio)).toBe(percent);
  });
});

describe('summariseLawResults', () => {
  it('counts what is recorded, each result, and the percent', () => {
    expect(summariseLawResults([1, undefined, 3, null, 2, 1])).toEqual({
      recorded: 4,
      total: 6,
      percent: 66,
      compliant: 2,
      nonCompliant: 1,
      notApplicable: 1,
    });
  });

  it('says 0% for an area without laws', () => {
    expect(summariseLawResults([])).toMatchObject({ recorded: 0, total: 0, percent: 0 });
  });
});
