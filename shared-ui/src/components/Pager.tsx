import { PAGER_MAX_PLAIN_PAGES } from '@qip/shared-contracts';
import styled from 'styled-components';

export type PagerItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The pages a pager shows: every page up to seven, otherwise the first, the last, the current
 * one with its neighbours, and ellipses for the gaps (always seven items).
 */
export function pagerItems(page: number, pageCount: number): PagerItem[] {
  if (pageCount <= PAGER_MAX_PLAIN_PAGES) {
    return Array.from({ length: pageCount }, (_, index) => index + 1);
  }
  if (page <= 4) return [1, 2, 3, 4, 5, 'ellipsis-end', pageCount];
  if (page >= pageCount - 3) {
    return [1, 'ellipsis-start', ...Array.from({ length: 5 }, (_, i) => pageCount - 4 + i)];
  }
  return [1, 'ellipsis-start', page - 1, page, page + 1, 'ellipsis-end', pageCount];
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(4)};
`;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const PageButton = styled.button`
  min-width: 36px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colours.surface};
  cursor: pointer;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colours.primary};
    border-color: ${({ theme }) => theme.colours.primary};
    color: ${({ theme }) => theme.colours.onPrimary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Gap = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space(1)};
`;

export interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label?: string;
}

export function Pager({ page, pageCount, onChange, label = 'Pagination' }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={label}>
      <List>
        <li>
          <PageButton type="button" onClick={() => onChange(page - 1)} disabled={page <= 1} aria-label="Previous page">
            ‹
          </PageButton>
        </li>
        {pagerItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onChange(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            onClick={() => onChange(page + 1)}
            disabled={page >= pageCount}
            aria-label="Next page"
          >
            ›
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
