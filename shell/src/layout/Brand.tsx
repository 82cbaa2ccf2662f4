import styled from 'styled-components';

const Mark = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ $size }) => Math.round($size / 4)}px;
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ $size }) => Math.round($size * 0.36)}px;
  letter-spacing: 0.02em;
  flex: none;
  /* The letters are drawn, not text: the brand's name is 'QIP Portal', not 'QIP QIP Portal'. */
  &::before {
    content: 'QIP';
  }
`;

const Wordmark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colours.text};
`;

/** The product's mark and name. */
export function Brand({ size = 36 }: { size?: number }) {
  return (
    <Wordmark>
      <Mark $size={size} aria-hidden="true" />
      QIP Portal
    </Wordmark>
  );
}
