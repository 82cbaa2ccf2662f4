import styled from 'styled-components';

export const Fieldset = styled.fieldset`
  border: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  & > p {
    color: ${({ theme }) => theme.colours.textMuted};
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

export const Legend = styled.legend`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** Two fields side by side; one column on narrow screens. */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: ${({ theme }) => theme.space(4)};
  @media (max-width: ${({ theme }) => theme.breakpoints.narrow - 1}px) {
    grid-template-columns: 1fr;
  }
`;

export const SubmitRow = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
`;
