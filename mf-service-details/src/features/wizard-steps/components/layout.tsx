import styled from 'styled-components';

/** Fields side by side on a wide screen, one under another on a narrow one. */
export const FieldGrid = styled.div<{ $columns?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  column-gap: ${({ theme }) => theme.space(5)};
  @media (max-width: ${({ theme }) => theme.breakpoints.desktop}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
`;

/** A numbered group of fields (Room 1, Educator 2), named by its legend. */
export const EntryGroup = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)} 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  legend {
    padding: 0 ${({ theme }) => theme.space(2)};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const SectionHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(3)};
  &:first-child {
    margin-top: 0;
  }
`;

export const Note = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;
