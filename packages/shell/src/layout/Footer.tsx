import styled from 'styled-components';

const Bar = styled.footer`
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(8)};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  background: ${({ theme }) => theme.colours.surface};
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function Footer() {
  return (
    <Bar>
      <p>© {new Date().getFullYear()} QIP Portal. All rights reserved.</p>
    </Bar>
  );
}
