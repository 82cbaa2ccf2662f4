import styled from 'styled-components';

// The pieces of a summary card (a dashboard's service details, reports): a heading, one big
// figure, a muted line and the link onwards, so such cards read alike.

export const SummaryHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

export const SummaryFigure = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin: ${({ theme }) => theme.space(2)} 0;
`;

export const SummaryNote = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const SummaryLink = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(4)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.primary};
`;
