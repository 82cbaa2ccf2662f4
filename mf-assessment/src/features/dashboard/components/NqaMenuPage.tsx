import { nqaCardDisplay, PATHS, qipFinishedDisplay, type ServiceDetails } from '@qip/shared-contracts';
import {
  areaColour,
  Card,
  ErrorState,
  LoadingState,
  NoServiceSelected,
  Page,
  ProgressBar,
  type Resource,
  type SelectedService,
  useProtectedFileUrl,
  useSelectedService,
  useServiceDetails,
} from '@qip/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NqaCards } from '../api/dashboardApi';
import { useNqaCards } from '../hooks/useNqaCards';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    margin: 0;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colours.textMuted};
  }
`;

const LogoFrame = styled.div`
  flex: none;
  width: 96px;
  height: 96px;
  display: grid;
  place-items: center;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colours.surface};
  overflow: hidden;
  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

const Initials = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colours.primary};
`;

const Menu = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const MenuLink = styled(Link)<{ $colour: string }>`
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr) 200px 72px;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-left: 6px solid ${({ $colour }) => $colour};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colours.text};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colours.background};
  }
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.desktop - 1}px) {
    grid-template-columns: 88px minmax(0, 1fr) 72px;
    & > [role='progressbar'] {
      display: none;
    }
  }
`;

const Percent = styled.span`
  text-align: right;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** The service's logo (fetched with the session), or its initials when it has none. */
function ServiceLogo({ name, details }: { name: string; details: Resource<ServiceDetails> }) {
  const logo = useProtectedFileUrl(details.status === 'ready' ? details.data.logo?.url : null);
  return (
    <LogoFrame>
      {logo.status === 'ready' ? (
        <img src={logo.objectUrl} alt={`${name} logo`} />
      ) : (
        <Initials aria-hidden="true">{initialsOf(name)}</Initials>
      )}
    </LogoFrame>
  );
}

function AreaMenu({ cards }: { cards: Resource<NqaCards> }) {
  if (cards.status === 'loading') return <LoadingState />;
  if (cards.status === 'failed') return <ErrorState onRetry={() => void cards.reload()} />;
  return (
    <nav aria-label="NQA menu">
      <Menu>
        {cards.data.cards.map((area) => {
          const display = nqaCardDisplay(area.id, area.completed);
          const colour = areaColour(area.id);
          return (
            <li key={area.id}>
              <MenuLink to={PATHS.nqaArea(area.id)} $colour={colour.main}>
                <strong>{area.name}</strong>
                <span>{area.title}</span>
                <ProgressBar
                  value={display.shownPercent}
                  label={`${area.name} progress`}
                  colour={colour.main}
                  trackColour={colour.soft}
                />
                <Percent>{display.finished ? 'Finished' : `${display.shownPercent}%`}</Percent>
              </MenuLink>
            </li>
          );
        })}
      </Menu>
    </nav>
  );
}

function NqaMenu({ service }: { service: SelectedService }) {
  const cards = useNqaCards(service.centerId);
  const { details } = useServiceDetails(service.centerId);
  const finished = cards.status === 'ready' ? qipFinishedDisplay(cards.data.totalProgress).percent : null;
  return (
    <Page>
      <Header>
        <ServiceLogo name={service.name} details={details} />
        <div>
          <h1>{service.name}</h1>
          <p>
            Quality Improvement Plan and Self-Assessment
            {finished !== null && ` · QIP Finished ${finished}%`}
          </p>
        </div>
      </Header>
      <Card>
        <AreaMenu cards={cards} />
      </Card>
    </Page>
  );
}

/**
 * /qip/nqa-dashboard (the service's logo and the NQA menu) and /view-service-dashboard (the same
 * view in the hub's viewer sessions): the seven quality areas with their progress, each a link
 * to its area page.
 */
export function NqaMenuPage() {
  const service = useSelectedService();
  if (!service) return <NoServiceSelected />;
  return <NqaMenu service={service} />;
}
