import type { ReactNode } from 'react';
import styled from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space(6)};
`;

export const Page = styled.div`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(8)};
  max-width: 1280px;
  margin: 0 auto;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Subtitle = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colours.textMuted};
`;

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Header>
      <div>
        <Heading>{title}</Heading>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </div>
      {actions && <div>{actions}</div>}
    </Header>
  );
}

/**
 * A list beside the detail of the item chosen in it (the mentor's queue, the reviews' steps);
 * one column on narrower screens. `$list` is the list column's width range.
 */
export const ListDetailLayout = styled.div<{ $list?: string }>`
  display: grid;
  grid-template-columns: ${({ $list = 'minmax(260px, 340px)' }) => $list} 1fr;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.desktop - 1}px) {
    grid-template-columns: 1fr;
  }
`;

/** The heading of one panel of a page (under the page's h1). */
export const PanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** A row whose items sit at both ends and wrap on narrow screens (a heading and its actions). */
export const SpreadRow = styled.div<{ $gap?: number }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme, $gap = 3 }) => theme.space($gap)};
`;

/** Text only screen readers read. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
