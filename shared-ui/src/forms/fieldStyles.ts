import styled, { css } from 'styled-components';

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** Fields side by side, as many as fit at 220px each, one under another on a narrow screen. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 0 ${({ theme }) => theme.space(4)};
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const LabelRow = styled.div<{ $hidden?: boolean }>`
  display: flex;
  align-items: baseline;
  /* The asterisk takes the label's size, so fields with and without one line up. */
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  ${({ $hidden }) =>
    $hidden &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    `}
`;

export const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colours.danger};
  margin-left: 2px;
`;

export const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`;

/** A text's character counter: muted, red once over the limit. */
export const Counter = styled.p<{ $over: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: right;
  color: ${({ theme, $over }) => ($over ? theme.colours.danger : theme.colours.textMuted)};
  font-weight: ${({ theme, $over }) => ($over ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

export const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 42px;
  padding: 8px 12px;
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colours.danger : theme.colours.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surface};
  color: ${({ theme }) => theme.colours.text};
  &:disabled {
    background: ${({ theme }) => theme.colours.background};
    cursor: not-allowed;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colours.textMuted};
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`;
