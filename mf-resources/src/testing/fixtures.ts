import {
  RESOURCE_PAGE_SIZE,
  SHOP_PRICE_CENTS,
  type Category,
  type ResourceFile,
  type ShopResource,
  type Tutorial,
} from '@qip/shared-contracts';

// The remote's test data: a corner of the NQS, library items and pages of them as the API answers.

const VERSION = 'nqs2018';

const category = (kind: Category['kind'], label: string, title: string, parent: string | null): Category => ({
  id: `${VERSION}-${label}`,
  kind,
  label,
  name: kind === 'area' ? `NQA${label}` : `${kind === 'standard' ? 'Standard' : 'Element'} ${label}`,
  title,
  description: null,
  parent,
  areaId: Number(label.split('.')[0]),
  nqsVersion: VERSION,
});

export const CATEGORIES: Category[] = [
  category('area', '1', 'Educational program and practice', null),
  category('standard', '1.3', 'Assessment and planning', `${VERSION}-1`),
  category('element', '1.3.1', 'Assessment and planning cycle', `${VERSION}-1.3`),
  category('element', '1.3.2', 'Critical reflection', `${VERSION}-1.3`),
];

export const categoriesAnswer = () => ({
  version: { id: VERSION, name: 'NQS 2018', effectiveFrom: '2018-02-01', current: true },
  categories: CATEGORIES,
});

export const resourceFile = (overrides: Partial<ResourceFile> = {}): ResourceFile => ({
  id: 'res-1',
  label: '1.3.2 Critical reflection: reflection prompts and improvement worksheet',
  name: 'Element 1.3.2 Critical reflection - reflection and improvement worksheet.pdf',
  child_nqa_id: `${VERSION}-1.3.2`,
  element: '1.3.2',
  ...overrides,
});

/** One page of a list as the API answers it. */
export const pageOf = <T>(data: T[], total = data.length, page = 1) => ({
  data,
  total,
  page,
  per_page: RESOURCE_PAGE_SIZE,
});

export const shopItem = (index: number): ShopResource => ({
  id: `shop-${index}`,
  product_name: `Product ${index}`,
  product_description: `<p>About product ${index}</p>`,
  product_price: SHOP_PRICE_CENTS,
  product_link: `https://shop.example.com/products/${index}`,
  thumbnail: `/api/resourcesshop/shop-downloadimage/shop-${index}`,
  label: 'Planning',
});

export const tutorial = (index: number): Tutorial => ({
  id: `tut-${index}`,
  tutorial_name: `Tutorial ${index}`,
  tutorial_link: `/api/resourcestutorial/video/tut-${index}`,
  tutorial_description: `<p>How to do task ${index}</p>`,
  tutorial_author: 'Holistic QIP',
  created_at: '2026-11-01T00:00:00.000Z',
  thumbnail: null,
});
