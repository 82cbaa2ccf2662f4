// The resource centre (accounts-billing spec: 'Resource centre', the resource search rule,
// section 9): what a search matches, how lists are ordered and paged, and how a shop price reads.

/** Resources, shop items and tutorials are shown ten a page (spec section 9). */
export const RESOURCE_PAGE_SIZE = 10;

/** The resource centre's tabs, as `?tab=` names them. */
export const RESOURCE_TABS = ['qip', 'shop', 'tutorials'] as const;
export type ResourceTab = (typeof RESOURCE_TABS)[number];

/** The tab an address names; the first (QIP/SAT resources) for anything else. */
export function resourceTabOf(value: string | null | undefined): ResourceTab {
  return RESOURCE_TABS.find((tab) => tab === value) ?? 'qip';
}

/** What a resource without a label is searched as (spec: 'an empty label matches resource file'). */
export const UNLABELLED_RESOURCE = 'resource file';

/** The search text as it is applied: trimmed ('' is no search). */
export const searchTextOf = (search: string | null | undefined) => (search ?? '').trim();

/** Whether a resource's label matches the search: a case-insensitive substring of the trimmed text. */
export function matchesResourceSearch(label: string, search: string): boolean {
  const text = searchTextOf(search).toLocaleLowerCase('en-AU');
  if (text === '') return true;
  const searched = (label.trim() || UNLABELLED_RESOURCE).toLocaleLowerCase('en-AU');
  return searched.includes(text);
}

/** Resources sorted by label (spec), then by file name so equal labels keep one order. */
export function byResourceLabel(a: { label: string; name: string }, b: { label: string; name: string }): number {
  return (
    a.label.localeCompare(b.label, 'en-AU', { sensitivity: 'base', numeric: true }) ||
    a.name.localeCompare(b.name, 'en-AU', { numeric: true })
  );
}

/**
 * The resources a search or filter shows (spec): with search text, every resource whose label
 * matches; without, those of the chosen elements (all when none is chosen). Sorted by label.
 */
export function selectResources<T extends { label: string; name: string; child_nqa_id: string }>(
  resources: readonly T[],
  filter: { search?: string | null; elementIds?: ReadonlySet<string> | null },
): T[] {
  const search = searchTextOf(filter.search);
  const chosen = search
    ? resources.filter((resource) => matchesResourceSearch(resource.label, search))
    : resources.filter((resource) => !filter.elementIds || filter.elementIds.has(resource.child_nqa_id));
  return [...chosen].sort(byResourceLabel);
}

/** One page of a list: the page asked for, or the last there is when it is past the end. */
export function pageOf<T>(all: readonly T[], page: number, pageSize = RESOURCE_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(all.length / pageSize));
  const shown = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return {
    data: all.slice((shown - 1) * pageSize, shown * pageSize),
    total: all.length,
    page: shown,
    per_page: pageSize,
  };
}

/** The price of every shop product (spec section 9), in cents. */
export const SHOP_PRICE_CENTS = 14_700;

/** 14700 cents as '$147.00 inc. GST' (prices are in AUD including GST). */
export function shopPriceText(cents: number): string {
  const dollars = (cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `$${dollars} inc. GST`;
}

/** The wording the spec leaves out. */
export const RESOURCE_MESSAGES = {
  noResources: 'No resources match your search.',
  noResourcesForElement: 'There are no resources for this element yet.',
  noShopItems: 'There are no shop resources yet.',
  noTutorials: 'There are no tutorials yet.',
  listFailed: 'The resources could not be loaded.',
  downloadFailed: 'The file could not be downloaded. Please try again.',
  videoFailed: 'The video could not be loaded.',
  operatorOnly: 'Only the operator manages the resource centre.',
  notFound: 'This resource no longer exists.',
} as const;
