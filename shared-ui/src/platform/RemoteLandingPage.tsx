import type { RemoteDefinition } from '@qip/shared-contracts';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Page, PageHeader } from '../components/Layout';
import { usePortalState } from './PlatformContext';
import { usePortalNavigate } from './usePortalNavigate';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space(6)};
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
  }
`;

const RouteList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

/**
 * The page a remote shows for an address it owns until its area is built: what the area is,
 * which addresses it owns, and who is signed in to which service (read from the shell).
 */
export function RemoteLandingPage({ remote }: { remote: RemoteDefinition }) {
  const state = usePortalState();
  const location = useLocation();
  // Links go through the bus: the shell owns navigation between apps.
  const { onLinkClick } = usePortalNavigate();

  return (
    <Page>
      <PageHeader title={remote.title} subtitle={remote.description} />
      <Grid>
        <Card aria-labelledby={`${remote.name}-session`}>
          <SectionTitle id={`${remote.name}-session`}>Your session</SectionTitle>
          {state.status === 'authenticated' ? (
            <Facts>
              <dt>Signed in as</dt>
              <dd>
                {state.user.name} ({state.user.email})
              </dd>
              <dt>Service</dt>
              <dd>{state.selectedService?.name ?? 'No service selected'}</dd>
              <dt>Address</dt>
              <dd>{location.pathname}</dd>
            </Facts>
          ) : (
            <p>You are not signed in.</p>
          )}
        </Card>
        <Card aria-labelledby={`${remote.name}-routes`}>
          <SectionTitle id={`${remote.name}-routes`}>Pages in this area</SectionTitle>
          <RouteList>
            {remote.routes.map((route) => (
              <li key={route}>
                <a href={route} onClick={onLinkClick(route)}>
                  {route}
                </a>
              </li>
            ))}
          </RouteList>
        </Card>
      </Grid>
    </Page>
  );
}
