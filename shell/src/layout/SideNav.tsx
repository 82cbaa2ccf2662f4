import { PATHS, isAtOrBelow, stripBasePath } from '@qip/shared-contracts';
import { useAuthenticatedState } from '@qip/shared-ui';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { isMenuDisabled } from '../routing/serviceGuard';

interface MenuItem {
  label: string;
  to: string;
  /** Addresses below `to` that belong to another item. */
  except?: string;
}

/** The main menu of the spec (section 2), in its words. */
export const MAIN_MENU: readonly MenuItem[] = [
  { label: "NQA's", to: PATHS.nqa, except: PATHS.serviceDetails },
  { label: 'REPORTS', to: PATHS.reports },
  { label: 'TASKS', to: PATHS.tasks },
  // Beyond the spec's menu: the readiness view (what is still missing, area by area).
  { label: 'READINESS', to: PATHS.readiness },
  { label: 'RESOURCES', to: PATHS.userResource },
  { label: 'SERVICE DETAILS', to: PATHS.serviceDetails },
];

export const MENU_DISABLED_NOTE = 'The menu is available again once your payment method is updated.';

export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  const path = stripBasePath(pathname);
  return isAtOrBelow(path, item.to) && !(item.except && isAtOrBelow(path, item.except));
}

/** 'docked': always beside the page (desktop). 'drawer': over the page while open (narrower). */
export type SideNavMode = 'docked' | 'drawer';

const Nav = styled.nav<{ $mode: SideNavMode }>`
  width: 232px;
  flex: none;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colours.surface};
  border-right: 1px solid ${({ theme }) => theme.colours.border};
  ${({ $mode, theme }) =>
    $mode === 'drawer' &&
    css`
      position: absolute;
      top: 0;
      bottom: 0;
      left: 0;
      z-index: ${theme.zIndex.header - 1};
      box-shadow: ${theme.shadows.raised};
    `}
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const itemStyle = css`
  display: block;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.04em;
  text-decoration: none;
`;

const Item = styled(Link)`
  ${itemStyle}
  color: ${({ theme }) => theme.colours.text};
  &:hover {
    background: ${({ theme }) => theme.colours.primarySoft};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colours.primary};
    color: ${({ theme }) => theme.colours.onPrimary};
  }
`;

const DisabledItem = styled.span`
  ${itemStyle}
  color: ${({ theme }) => theme.colours.textMuted};
  cursor: not-allowed;
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.dangerSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The main menu: NQA's, REPORTS, TASKS, RESOURCES, SERVICE DETAILS. Disabled while the selected
 * service's payment has failed (the guard keeps the user on the update-payment screen).
 */
export function SideNav({ mode = 'docked', onNavigate }: { mode?: SideNavMode; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const disabled = isMenuDisabled(useAuthenticatedState());
  return (
    <Nav id="main-menu" aria-label="Main menu" $mode={mode}>
      <List>
        {MAIN_MENU.map((item) => (
          <li key={item.to}>
            {disabled ? (
              <DisabledItem aria-disabled="true" role="link">
                {item.label}
              </DisabledItem>
            ) : (
              <Item
                to={item.to}
                aria-current={isMenuItemActive(item, pathname) ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item.label}
              </Item>
            )}
          </li>
        ))}
      </List>
      {disabled && <Note>{MENU_DISABLED_NOTE}</Note>}
    </Nav>
  );
}
