import { isQualityAreaId, qualityAreaFromParam } from './qualityAreas';

describe('quality areas', () => {
  it('are the numbers 1 to 7', () => {
    expect([0, 1, 4, 7, 8, 1.5, -1, Number.NaN].filter(isQualityAreaId)).toEqual([1, 4, 7]);
  });

  it('are read from an address part, which names none when it is not one', () => {
    expect(qualityAreaFromParam('3')).toBe(3);
    expect(qualityAreaFromParam('9')).toBeNull();
    expect(qualityAreaFromParam('0')).toBeNull();
    expect(qualityAreaFromParam('abc')).toBeNull();
    expect(qualityAreaFromParam(undefined)).toBeNull();
  });
});
