import { PATHS, type ServiceDetails } from '@qip/shared-contracts';
import {
  Card,
  ProgressBar,
  Spinner,
  SummaryFigure,
  SummaryHeading,
  SummaryLink,
  SummaryNote,
  usePortalNavigate,
  type Resource,
} from '@qip/shared-ui';
import styled from 'styled-components';

const Missing = styled.ul`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CompleteNote = styled(SummaryNote)`
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** How many missing items to name before 'and N more'. */
const MISSING_SHOWN = 4;

/** The dashboard card that says how complete the service details are and links to them. */
export function ServiceDetailsCard({ details }: { details: Resource<ServiceDetails> }) {
  const { onLinkClick } = usePortalNavigate();
  return (
    <Card aria-labelledby="service-details-card-title">
      <SummaryHeading id="service-details-card-title">Service details</SummaryHeading>
      {details.status === 'loading' && <Spinner label="Loading data..." />}
      {details.status === 'failed' && (
        <>
          <SummaryNote>Your service details could not be loaded.</SummaryNote>
          <SummaryLink href={PATHS.serviceDetails} onClick={onLinkClick(PATHS.serviceDetails)}>
            Open service details
          </SummaryLink>
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
      <SummaryFigure>{percent}%</SummaryFigure>
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
      <SummaryLink href={PATHS.serviceDetails} onClick={onLinkClick(PATHS.serviceDetails)}>
        {complete ? 'Update service details' : 'Complete service details'}
      </SummaryLink>
    </>
  );
}
