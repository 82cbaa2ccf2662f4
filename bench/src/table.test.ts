import { judge } from './stats';
import { formatMarkdown, formatTable, formatTarget, formatValue, tableRows } from './table';

describe('the table', () => {
  it('formats values by unit', () => {
    expect(formatValue(2048, 'bytes')).toBe('2.0 KB');
    expect(formatValue(4.25, 'ms')).toBe('4.3 ms');
    expect(formatValue(1234.4, 'ms')).toBe('1234 ms');
    expect(formatValue(12345.6, 'req/s')).toBe('12,346 req/s');
    expect(formatValue(Number.NaN, 'ms')).toBe('n/a');
  });

  it('shows targets as a multiple, a share or a value', () => {
    expect(formatTarget({ on: 'ratio', atMost: 2.5 }, 'bytes')).toBe('≤ 2.5×');
    expect(formatTarget({ on: 'ratio', atLeast: 0.25 }, 'req/s')).toBe('≥ 25%');
    expect(formatTarget({ on: 'value', atMost: 50 }, 'ms')).toBe('≤ 50 ms');
  });

  it('prints each figure beside its reference, ratio, target and verdict', () => {
    const rows = tableRows([
      judge({
        part: 'api',
        name: 'questions',
        value: 400,
        unit: 'req/s',
        reference: { name: 'bare Fastify', value: 1000 },
        target: { on: 'ratio', atLeast: 0.5 },
      }),
    ]);
    expect(rows).toEqual([['questions', '400 req/s', '1,000 req/s (bare Fastify)', '40%', '≥ 50%', 'FAIL']]);
    expect(formatTable(['Figure', 'Value'], [['a', '1']]).split('\n')).toEqual([
      'Figure | Value',
      '-------|------',
      'a      | 1',
    ]);
    expect(formatMarkdown(['A', 'B'], [['x|y', '1']])).toBe('| A | B |\n| --- | --- |\n| x\\|y | 1 |');
  });
});
