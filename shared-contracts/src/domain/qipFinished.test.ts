import { qipFinishedDisplay } from './qipFinished';

describe("qipFinishedDisplay (the 'QIP Finished' bar)", () => {
  it.each([
    [0, 0, 0],
    [0.2, 1, 0],
    [42, 42, 42],
    [42.01, 43, 42],
    [42.99, 43, 42],
    [99.2, 100, 100],
    [100, 100, 100],
  ])('a total of %p shows %p%% with a bar %p%% wide', (total, percent, width) => {
    expect(qipFinishedDisplay(total)).toEqual({ percent, width });
  });

  it('shows 0 when there is no progress yet', () => {
    expect(qipFinishedDisplay(null)).toEqual({ percent: 0, width: 0 });
    expect(qipFinishedDisplay(undefined)).toEqual({ percent: 0, width: 0 });
    expect(qipFinishedDisplay(Number.NaN)).toEqual({ percent: 0, width: 0 });
  });

  it('keeps out-of-range totals inside 0 to 100', () => {
    expect(qipFinishedDisplay(-3)).toEqual({ percent: 0, width: 0 });
    expect(qipFinishedDisplay(130)).toEqual({ percent: 100, width: 100 });
  });
});
