import { createGlobalStyle } from 'styled-components';

/** Page-wide styles. Only the shell renders this; remotes inherit it. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { font-size: 16px; -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colours.text};
    background: ${({ theme }) => theme.colours.background};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { line-height: ${({ theme }) => theme.lineHeights.tight}; margin: 0; }
  p { margin: 0; }
  a { color: ${({ theme }) => theme.colours.primary}; }
  button, input, select, textarea { font: inherit; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
