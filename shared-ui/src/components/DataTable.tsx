import styled from 'styled-components';

/** The frame of a data table: scrolls sideways on narrow screens instead of overflowing. */
export const TableScroll = styled.div`
  overflow-x: auto;
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** A list as a table (tasks, reports): muted column headings, a row heading per item, hover. */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  thead th {
    background: ${({ theme }) => theme.colours.background};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colours.textMuted};
    white-space: nowrap;
  }
  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  tbody tr:last-child th,
  tbody tr:last-child td {
    border-bottom: none;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colours.background};
  }
`;
