import { SAT } from './constants';
import {
  canAddToSat,
  isSatEligible,
  SAT_MESSAGES,
  satAreaCount,
  satAreaCounts,
  satDescriptionCounter,
  satDescriptionFits,
  satDescriptionsNotice,
} from './sat';

describe('the SAT rules', () => {
  it('lets an element hold five strengths, and refuses the sixth', () => {
    expect([0, 1, 2, 3, 4].map(canAddToSat)).toEqual([true, true, true, true, true]);
    expect(canAddToSat(5)).toBe(false);
    expect(canAddToSat(6)).toBe(false);
    expect(SAT.strengthsPerElement).toBe(5);
  });

  it('takes only questions answered Yes', () => {
    expect(isSatEligible(1)).toBe(true);
    expect([0, 2, 3].map(isSatEligible)).toEqual([false, false, false]);
  });

  it('fits a description of up to 500 characters, and counts what is left or over', () => {
    expect(satDescriptionFits('a'.repeat(500))).toBe(true);
    expect(satDescriptionFits('a'.repeat(501))).toBe(false);
    expect(satDescriptionCounter('a'.repeat(480)).text).toBe('20 characters left');
    expect(satDescriptionCounter('a'.repeat(512))).toEqual({ text: '+12 over the limit', over: true });
  });

  it('warns when a description overflows, and says they seem good when all are written and fit', () => {
    expect(satDescriptionsNotice(['fine', 'b'.repeat(501)])).toBe(SAT_MESSAGES.overLimit);
    expect(satDescriptionsNotice(['fine', 'also fine'])).toBe('Your descriptions seem good...');
    expect(satDescriptionsNotice(['fine', '  '])).toBeNull();
    expect(satDescriptionsNotice([])).toBeNull();
  });

  it('shows each area as chosen of expected (45, 30, 20, 20, 20, 30, 30), ticked at the expected number', () => {
    const expected = ([1, 2, 3, 4, 5, 6, 7] as const).map((area) => satAreaCount(area, 0).expected);
    expect(expected).toEqual([45, 30, 20, 20, 20, 30, 30]);
    expect(satAreaCount(3, 19)).toEqual({ chosen: 19, expected: 20, reached: false, text: '19/20' });
    expect(satAreaCount(3, 20).reached).toBe(true);
  });
});

describe('the SAT tiles of every area', () => {
  it('counts the chosen strengths of each area against its expected number', () => {
    const tiles = satAreaCounts([1, 3, 1, 7]);
    expect(tiles.map((tile) => [tile.area, tile.text])).toEqual([
      [1, '2/45'],
      [2, '0/30'],
      [3, '1/20'],
      [4, '0/20'],
      [5, '0/20'],
      [6, '0/30'],
      [7, '1/30'],
    ]);
  });
});
