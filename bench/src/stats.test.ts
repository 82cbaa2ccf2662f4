import { judge, median, meets, percentile, ratioOf } from './stats';

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('percentile', () => {
  it('is the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('judging a figure', () => {
  it('checks a ratio target against the reference', () => {
    const judged = judge({
      part: 'time',
      name: 'cold page',
      value: 300,
      unit: 'ms',
      reference: { name: 'bare page', value: 100 },
      target: { on: 'ratio', atMost: 2 },
    });
    expect(judged.ratio).toBe(3);
    expect(judged.pass).toBe(false);
  });

  it('checks a value target on the value itself, and a share of throughput from below', () => {
    expect(judge({ part: 'api', name: 'p95', value: 40, unit: 'ms', target: { on: 'value', atMost: 50 } }).pass).toBe(
      true,
    );
    expect(meets(0.49, { on: 'ratio', atLeast: 0.5 })).toBe(false);
    expect(meets(0.5, { on: 'ratio', atLeast: 0.5 })).toBe(true);
  });

  it('has no ratio or verdict without a measurement', () => {
    expect(ratioOf(10, 0)).toBeNull();
    expect(meets(null, { on: 'ratio', atMost: 2 })).toBeNull();
    expect(judge({ part: 'bytes', name: 'size', value: 10, unit: 'bytes' }).pass).toBeNull();
  });
});
