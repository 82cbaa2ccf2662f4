import styled from 'styled-components';

/** A narrow card in the middle of the page: the sign-up, payment and add-service forms. */
export const FormPanel = styled.section`
  max-width: 760px;
  margin: ${({ theme }) => theme.space(4)} auto 0;
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space(8)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.narrow - 1}px) {
    padding: ${({ theme }) => theme.space(5)};
  }
`;

export const Lead = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  margin: 0 0 ${({ theme }) => theme.space(6)};
`;
