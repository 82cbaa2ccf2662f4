import styled from 'styled-components';

const Pill = styled.span<{ $some: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $some, theme }) => ($some ? theme.colours.successSoft : theme.colours.background)};
  color: ${({ $some, theme }) => ($some ? theme.colours.success : theme.colours.textMuted)};
`;

/** The card's evidence indicator (spec: yes when at least one document exists), with the count. */
export function EvidenceIndicator({ count }: { count: number }) {
  return <Pill $some={count > 0}>{count > 0 ? `Evidence: yes (${count})` : 'Evidence: no'}</Pill>;
}
