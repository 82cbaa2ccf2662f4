import { useState } from 'react';

export interface PagedRows<T> {
  /** The rows of the page shown. */
  rows: T[];
  /** The page shown: the one chosen, or the last there is when a removal emptied it. */
  page: number;
  pageCount: number;
  setPage: (page: number) => void;
}

/** A list shown a page at a time in the browser (the whole list is already loaded), for `Pager`. */
export function usePagedRows<T>(all: readonly T[], pageSize: number): PagedRows<T> {
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(all.length / pageSize));
  const shown = Math.min(page, pageCount);
  return { rows: all.slice((shown - 1) * pageSize, shown * pageSize), page: shown, pageCount, setPage };
}
