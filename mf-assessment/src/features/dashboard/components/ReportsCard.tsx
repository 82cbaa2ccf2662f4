import { PATHS } from '@qip/shared-contracts';
import {
  Card,
  Spinner,
  SummaryFigure,
  SummaryHeading,
  SummaryLink,
  SummaryNote,
  usePortalNavigate,
  type Resource,
} from '@qip/shared-ui';

const reportsGenerated = (count: number) => (count === 1 ? 'report generated' : 'reports generated');

/** How many reports the service has, with the way to the reports dashboard. */
export function ReportsCard({ count }: { count: Resource<number> }) {
  const { onLinkClick } = usePortalNavigate();
  return (
    <Card aria-labelledby="reports-card-title">
      <SummaryHeading id="reports-card-title">Reports</SummaryHeading>
      {count.status === 'loading' && <Spinner label="Loading data..." />}
      {count.status === 'failed' && <SummaryNote>The number of reports could not be loaded.</SummaryNote>}
      {count.status === 'ready' && (
        <>
          <SummaryFigure>{count.data}</SummaryFigure>
          <SummaryNote>{reportsGenerated(count.data)} for this service</SummaryNote>
        </>
      )}
      <SummaryLink href={PATHS.reports} onClick={onLinkClick(PATHS.reports)}>
        Go to reports
      </SummaryLink>
    </Card>
  );
}
