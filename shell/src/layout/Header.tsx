import { isMentor, PATHS, type User } from '@qip/shared-contracts';
import { Button, useAuthenticatedState } from '@qip/shared-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LogoutButton } from '../auth/LogoutButton';
import { QipFinishedBar } from '../progress/QipFinishedBar';
import { ServiceSwitcher } from '../services/ServiceSwitcher';
import { showsServiceSwitcher } from '../services/switcherRules';
import { Brand } from './Brand';
import { TopLinks } from './TopLinks';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colours.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  box-shadow: 0 1px 0 rgba(15, 23, 42, 0.02);
`;

const Utility = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Account = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  opacity: 0.9;
`;

/**
 * One row on a desktop; below it two: the menu button, brand and user above, progress and
 * service below; on a phone-sized screen progress and service each take a line.
 */
const Row = styled.div<{ $withMenu: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withMenu }) => ($withMenu ? 'auto ' : '')}auto minmax(200px, 1fr) auto auto;
  grid-template-areas: '${({ $withMenu }) => ($withMenu ? 'menu ' : '')}brand progress service user';
  align-items: center;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  @media (max-width: ${({ theme }) => theme.breakpoints.desktop - 1}px) {
    grid-template-columns: ${({ $withMenu }) => ($withMenu ? 'auto ' : '')}1fr auto;
    grid-template-areas:
      '${({ $withMenu }) => ($withMenu ? 'menu ' : '')}brand user'
      '${({ $withMenu }) => ($withMenu ? 'progress ' : '')}progress service';
    column-gap: ${({ theme }) => theme.space(4)};
  }
  @media (max-width: 599px) {
    grid-template-areas:
      '${({ $withMenu }) => ($withMenu ? 'menu ' : '')}brand user'
      '${({ $withMenu }) => ($withMenu ? 'progress ' : '')}progress progress'
      '${({ $withMenu }) => ($withMenu ? 'service ' : '')}service service';
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  }
`;

const Area = styled.div<{ $area: 'menu' | 'brand' | 'progress' | 'service' | 'user'; $center?: boolean }>`
  grid-area: ${({ $area }) => $area};
  display: flex;
  align-items: center;
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
  min-width: 0;
`;

const HomeLink = styled(Link)`
  text-decoration: none;
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surface};
  color: ${({ theme }) => theme.colours.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colours.primarySoft};
    border-color: ${({ theme }) => theme.colours.primary};
  }
`;

const Burger = styled.span`
  display: inline-block;
  width: 16px;
  height: 2px;
  background: currentColor;
  box-shadow:
    0 -5px 0 currentColor,
    0 5px 0 currentColor;
`;

const ServiceBlock = styled.div`
  display: flex;
  flex-direction: column;
  line-height: 1.3;
  padding-left: ${({ theme }) => theme.space(6)};
  border-left: 1px solid ${({ theme }) => theme.colours.border};
  min-width: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.desktop - 1}px) {
    padding-left: 0;
    border-left: none;
  }
`;

const Caption = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colours.textMuted};
`;

const ServiceLine = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  strong {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    max-width: 26ch;
  }
`;

const UserBlock = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Person = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: 1.3;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const ViewOnly = styled.span`
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.warningSoft};
  color: ${({ theme }) => theme.colours.warning};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** What the header says the signed-in user is. */
function roleLabel(user: User): string {
  if (isMentor(user)) return 'Mentor';
  return user.role === 'admin' ? 'Administrator' : 'Team member';
}

export interface MenuToggle {
  open: boolean;
  onToggle: () => void;
}

/**
 * The header (both specs): top links, the 'QIP Finished' bar, the selected service with Change
 * (when there is something to change to), and Logout with its confirmation. Below the desktop
 * width it carries the button that shows and hides the main menu.
 */
export function Header({ menuToggle }: { menuToggle?: MenuToggle | undefined }) {
  const state = useAuthenticatedState();
  const [switching, setSwitching] = useState(false);
  if (!state) return null;
  const service = state.selectedService;
  const mentor = isMentor(state.user);

  return (
    <Bar>
      <Utility>
        <Account>{state.user.accountName ?? 'QIP Portal'}</Account>
        <TopLinks user={state.user} />
      </Utility>
      <Row $withMenu={Boolean(menuToggle)}>
        {menuToggle && (
          <Area $area="menu">
            <MenuButton
              type="button"
              aria-expanded={menuToggle.open}
              aria-controls="main-menu"
              onClick={menuToggle.onToggle}
            >
              <Burger aria-hidden="true" />
              Menu
            </MenuButton>
          </Area>
        )}
        <Area $area="brand">
          <HomeLink to={mentor ? PATHS.mentor : PATHS.nqa} title="QIP Portal home">
            <Brand />
          </HomeLink>
        </Area>
        {service && (
          <Area $area="progress" $center>
            <QipFinishedBar centerId={service.id} />
          </Area>
        )}
        {/* A mentor works for every service that asks, and has none of their own to show or change. */}
        {!mentor && (
          <Area $area="service">
            <ServiceBlock>
              <Caption>Service</Caption>
              <ServiceLine>
                <strong>{service?.name ?? 'No service selected'}</strong>
                {showsServiceSwitcher(state.services) && (
                  <Button variant="link" size="sm" aria-label="Change service" onClick={() => setSwitching(true)}>
                    Change
                  </Button>
                )}
              </ServiceLine>
            </ServiceBlock>
          </Area>
        )}
        <Area $area="user">
          <UserBlock>
            {state.session.viewer && <ViewOnly>View only</ViewOnly>}
            <Person>
              <span>{state.user.name}</span>
              <Muted>{roleLabel(state.user)}</Muted>
            </Person>
            <LogoutButton />
          </UserBlock>
        </Area>
      </Row>
      {!mentor && <ServiceSwitcher open={switching} onOpenChange={setSwitching} />}
    </Bar>
  );
}
