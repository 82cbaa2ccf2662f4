import { flaggedNqsChangeCount, isNqsChangeFlagged, nqsChangeCountLabel } from './nqsChanges';

describe('the elements the NQS in force changed', () => {
  it('flags an element answered before the revision until it is reviewed', () => {
    expect(isNqsChangeFlagged({ answeredBefore: true, reviewedAt: null })).toBe(true);
    expect(isNqsChangeFlagged({ answeredBefore: true, reviewedAt: '2026-02-01T00:00:00.000Z' })).toBe(false);
    expect(isNqsChangeFlagged({ answeredBefore: false, reviewedAt: null })).toBe(false);
  });

  it('counts the flagged elements of one area, or of all', () => {
    const elements = [
      { flagged: true, areaId: 2 },
      { flagged: false, areaId: 2 },
      { flagged: true, areaId: 7 },
    ];
    expect(flaggedNqsChangeCount(elements, 2)).toBe(1);
    expect(flaggedNqsChangeCount(elements, 3)).toBe(0);
    expect(flaggedNqsChangeCount(elements)).toBe(2);
  });

  it('says how many changed, and nothing for none', () => {
    expect(nqsChangeCountLabel(0)).toBe('');
    expect(nqsChangeCountLabel(1)).toBe('1 element changed since you answered');
    expect(nqsChangeCountLabel(2)).toBe('2 elements changed since you answered');
  });
});
