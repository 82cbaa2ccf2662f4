import { PATHS, isAtOrBelow, stripBasePath } from '@qip/shared-contracts';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';

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
  { label: 'RESOURCES', to: PATHS.userResource },
  { label: 'SERVICE DETAILS', to: PATHS.serviceDetails },
];

export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  const path = stripBasePath(pathname);
  return isAtOrBelow(path, item.to) && !(item.except && isAtOrBelow(path, item.except));
}

const Nav = styled.nav`
  width: 232px;
  flex: none;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colours.surface};
  border-right: 1px solid ${({ theme }) => theme.colours.border};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Item = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colours.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.04em;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colours.primarySoft};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colours.primary};
    color: ${({ theme }) => theme.colours.onPrimary};
  }
`;

export function SideNav() {
  const { pathname } = useLocation();
  return (
    <Nav aria-label="Main menu">
      <List>
        {MAIN_MENU.map((item) => (
          <li key={item.to}>
            <Item to={item.to} aria-current={isMenuItemActive(item, pathname) ? 'page' : undefined}>
              {item.label}
            </Item>
          </li>
        ))}
      </List>
    </Nav>
  );
}
