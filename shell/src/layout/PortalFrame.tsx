import { isMentor, NARROW_SCREEN_CUTOFF_PX } from '@qip/shared-contracts';
import { theme, useAuthenticatedState } from '@qip/shared-ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ViewerBanner } from '../viewer/ViewerBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { SideNav } from './SideNav';
import { useViewportWidth } from './useViewportWidth';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Body = styled.div`
  position: relative;
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

const Scrim = styled.div`
  position: absolute;
  inset: 0;
  z-index: ${({ theme: t }) => t.zIndex.header - 2};
  background: ${({ theme: t }) => t.colours.overlay};
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  &:focus {
    left: ${({ theme: t }) => t.space(4)};
    top: ${({ theme: t }) => t.space(4)};
    z-index: ${({ theme: t }) => t.zIndex.toast};
    padding: ${({ theme: t }) => t.space(2)} ${({ theme: t }) => t.space(4)};
    background: ${({ theme: t }) => t.colours.surface};
  }
`;

/**
 * The page frame. Its shape never changes (only the banner, header, menu and footer come and
 * go), so the remote outlet inside <main> stays where it is. The side navigation shows only at
 * 768 px and wider; below the desktop width it folds away behind the header's Menu button.
 */
export function PortalFrame({ chrome, children }: { chrome: boolean; children: ReactNode }) {
  const width = useViewportWidth();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const user = useAuthenticatedState()?.user;
  // A mentor has no service, so none of the main menu's pages.
  const hasNav = chrome && !(user && isMentor(user)) && width >= NARROW_SCREEN_CUTOFF_PX;
  const docked = width >= theme.breakpoints.desktop;

  // A folded menu closes when the user goes somewhere, and with Escape.
  useEffect(() => setMenuOpen(false), [pathname, docked]);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <Shell>
      <SkipLink href="#main">Skip to main content</SkipLink>
      {chrome && <ViewerBanner />}
      {chrome && (
        <Header
          menuToggle={hasNav && !docked ? { open: menuOpen, onToggle: () => setMenuOpen((open) => !open) } : undefined}
        />
      )}
      <Body>
        {hasNav && docked && <SideNav mode="docked" />}
        {hasNav && !docked && menuOpen && (
          <>
            <Scrim aria-hidden="true" onClick={() => setMenuOpen(false)} />
            <SideNav mode="drawer" onNavigate={() => setMenuOpen(false)} />
          </>
        )}
        <Main id="main" tabIndex={-1}>
          {children}
        </Main>
      </Body>
      {chrome && <Footer />}
    </Shell>
  );
}
