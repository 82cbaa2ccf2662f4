import styled from 'styled-components';

/** A pricing card: a column whose button sits at the bottom, so the cards' buttons line up. */
export const PlanCardFrame = styled.section<{ $featured?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colours.surface};
  border: ${({ $featured }) => ($featured ? 2 : 1)}px solid
    ${({ theme, $featured }) => ($featured ? theme.colours.primary : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme, $featured }) => ($featured ? theme.shadows.raised : theme.shadows.card)};
  padding: ${({ theme }) => theme.space(7)} ${({ theme }) => theme.space(6)};
`;

export const PlanName = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin: 0;
`;

export const PlanSummary = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;

export const Amount = styled.p`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.display};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: 1;
    color: ${({ theme }) => theme.colours.text};
  }
  span {
    color: ${({ theme }) => theme.colours.textMuted};
  }
`;

export const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
  margin: ${({ theme }) => theme.space(2)} 0 0;
`;

/** Pushes what follows (the button) to the bottom of the card. */
export const Grow = styled.div`
  flex: 1 1 auto;
`;

export const Badge = styled.span`
  align-self: flex-start;
  padding: 2px ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.primarySoft};
  color: ${({ theme }) => theme.colours.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
