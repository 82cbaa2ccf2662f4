import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const SpinnerIcon = styled.span<{ $size?: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size = 18 }) => $size}px;
  height: ${({ $size = 18 }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
  vertical-align: middle;
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colours.textMuted};
`;

/** A spinner with a text a screen reader announces ('Logging in...', 'Loading data...'). */
export function Spinner({ label, size }: { label: string; size?: number }) {
  return (
    <Status role="status">
      <SpinnerIcon aria-hidden="true" $size={size} />
      <span>{label}</span>
    </Status>
  );
}
