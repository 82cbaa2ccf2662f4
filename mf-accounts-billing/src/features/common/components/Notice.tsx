import styled from 'styled-components';

type Tone = 'warning' | 'success' | 'info';

/** A coloured panel that says something about the page (a failed payment, a card added). */
export const Notice = styled.div<{ $tone: Tone }>`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme, $tone }) => theme.colours[$tone]};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colours[`${$tone}Soft`]};
  color: ${({ theme }) => theme.colours.text};
  & > * + * {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;
