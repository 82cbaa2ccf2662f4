import {
  matchesResourceSearch,
  pageOf,
  resourceTabOf,
  selectResources,
  shopPriceText,
  SHOP_PRICE_CENTS,
} from './resources';

const resource = (label: string, child_nqa_id = 'e1', name = `${label}.pdf`) => ({ label, name, child_nqa_id });

describe('matchesResourceSearch', () => {
  it('matches a case-insensitive substring of the label, the search trimmed', () => {
    expect(matchesResourceSearch('Critical Reflection prompts', '  reflection ')).toBe(true);
    expect(matchesResourceSearch('Critical Reflection prompts', 'CRITICAL')).toBe(true);
    expect(matchesResourceSearch('Critical Reflection prompts', 'worksheet')).toBe(false);
  });

  it("searches an empty label as 'resource file'", () => {
    expect(matchesResourceSearch('', 'resource')).toBe(true);
    expect(matchesResourceSearch('   ', 'FILE')).toBe(true);
    expect(matchesResourceSearch('', 'reflection')).toBe(false);
  });

  it('matches everything when the search is blank', () => {
    expect(matchesResourceSearch('Anything', '   ')).toBe(true);
  });
});

describe('selectResources', () => {
  const all = [resource('b sheet', 'e2'), resource('A sheet', 'e1'), resource('c plan', 'e1'), resource('', 'e3')];

  it('with search text ignores the element filter and sorts by label', () => {
    const found = selectResources(all, { search: 'SHEET', elementIds: new Set(['e1']) });
    expect(found.map((item) => item.label)).toEqual(['A sheet', 'b sheet']);
  });

  it('without search text keeps the chosen elements, sorted by label', () => {
    expect(selectResources(all, { search: ' ', elementIds: new Set(['e1']) }).map((item) => item.label)).toEqual([
      'A sheet',
      'c plan',
    ]);
  });

  it('without search or filter keeps all', () => {
    expect(selectResources(all, {})).toHaveLength(4);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 23 }, (_, index) => index);

  it('pages ten at a time', () => {
    expect(pageOf(items, 1)).toEqual({ data: items.slice(0, 10), total: 23, page: 1, per_page: 10 });
    expect(pageOf(items, 3).data).toEqual([20, 21, 22]);
  });

  it('shows the last page for a page past the end, and page 1 of an empty list', () => {
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf([], 4)).toEqual({ data: [], total: 0, page: 1, per_page: 10 });
  });
});

describe('shopPriceText and resourceTabOf', () => {
  it('reads the shop price as the spec shows it', () => {
    expect(shopPriceText(SHOP_PRICE_CENTS)).toBe('$147.00 inc. GST');
    expect(shopPriceText(123456)).toBe('$1,234.56 inc. GST');
  });

  it('opens the named tab, else the first', () => {
    expect(resourceTabOf('shop')).toBe('shop');
    expect(resourceTabOf('tutorials')).toBe('tutorials');
    expect(resourceTabOf('nope')).toBe('qip');
    expect(resourceTabOf(null)).toBe('qip');
  });
});
