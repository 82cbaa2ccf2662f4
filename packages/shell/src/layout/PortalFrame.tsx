import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from './Footer';
import { Header } from './Header';
import { SideNav } from './SideNav';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  min-height: 0;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  &:focus {
    left: ${({ theme }) => theme.space(4)};
    top: ${({ theme }) => theme.space(4)};
    z-index: ${({ theme }) => theme.zIndex.toast};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    background: ${({ theme }) => theme.colours.surface};
  }
`;

/**
 * The page frame. Its shape never changes (only the header, menu and footer come and go), so the
 * remote outlet inside <main> stays where it is.
 */
export function PortalFrame({ chrome, children }: { chrome: boolean; children: ReactNode }) {
  return (
    <Shell>
      <SkipLink href="#main">Skip to main content</SkipLink>
      {chrome && <Header />}
      <Body>
        {chrome && <SideNav />}
        <Main id="main" tabIndex={-1}>
          {children}
        </Main>
      </Body>
      {chrome && <Footer />}
    </Shell>
  );
}
