import { PATHS, type ServiceDetails } from '@qip/shared-contracts';
import { Card, ProgressBar, Spinner } from '@qip/shared-ui';
import styled from 'styled-components';
import type { Resource } from '../../shared/useResource';
import { usePortalNavigate } from '../../shared/usePortalNavigate';

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Percent = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin: ${({ theme }) => theme.space(2)} 0;
`;

const Missing = styled.ul`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ActionLink = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(4)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.primary};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CompleteNote = styled(Muted)`
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** How many missing items to name before 'and N more'. */
const MISSING_SHOWN = 4;

/** The dashboard card that says how complete the service details are and links to them. */
export function ServiceDetailsCard({ details }: { details: Resource<ServiceDetails> }) {
  const { onLinkClick } = usePortalNavigate();
  return (
    <Card aria-labelledby="service-details-card-title">
      <Heading id="service-details-card-title">Service details</Heading>
      {details.status === 'loading' && <Spinner label="Loading data..." />}
      {details.status === 'failed' && (
        <>
          <Muted>Your service details could not be loaded.</Muted>
          <ActionLink href={PATHS.serviceDetails} onClick={onLinkClick(PATHS.serviceDetails)}>
            Open service details
          </ActionLink>
        </>
      )}
      {details.status === 'ready' && <Completeness details={details.data} onLinkClick={onLinkClick} />}
    </Card>
  );
}

function Completeness({
  details,
  onLinkClick,
}: {
  details: ServiceDetails;
  onLinkClick: ReturnType<typeof usePortalNavigate>['onLinkClick'];
}) {
  const { percent, missing } = details.completeness;
  const complete = percent >= 100;
  const more = missing.length - MISSING_SHOWN;
  return (
    <>
      <Percent>{percent}%</Percent>
      <ProgressBar value={percent} label="Service details complete" />
      {complete ? (
        <CompleteNote>Your service details are complete: the full report can include them.</CompleteNote>
      ) : (
        <Missing aria-label="Still missing">
          {missing.slice(0, MISSING_SHOWN).map((item) => (
            <li key={item}>{item}</li>
          ))}
          {more > 0 && <li>and {more} more</li>}
        </Missing>
      )}
      <ActionLink href={PATHS.serviceDetails} onClick={onLinkClick(PATHS.serviceDetails)}>
        {complete ? 'Update service details' : 'Complete service details'}
      </ActionLink>
    </>
  );
}
