import { PATHS } from '@qip/shared-contracts';
import { Card, Spinner } from '@qip/shared-ui';
import styled from 'styled-components';
import type { Resource } from '../../shared/useResource';
import { usePortalNavigate } from '../../shared/usePortalNavigate';

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Count = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin: ${({ theme }) => theme.space(2)} 0;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ActionLink = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(4)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.primary};
`;

const reportsGenerated = (count: number) => (count === 1 ? 'report generated' : 'reports generated');

/** How many reports the service has, with the way to the reports dashboard. */
export function ReportsCard({ count }: { count: Resource<number> }) {
  const { onLinkClick } = usePortalNavigate();
  return (
    <Card aria-labelledby="reports-card-title">
      <Heading id="reports-card-title">Reports</Heading>
      {count.status === 'loading' && <Spinner label="Loading data..." />}
      {count.status === 'failed' && <Muted>The number of reports could not be loaded.</Muted>}
      {count.status === 'ready' && (
        <>
          <Count>{count.data}</Count>
          <Muted>{reportsGenerated(count.data)} for this service</Muted>
        </>
      )}
      <ActionLink href={PATHS.reports} onClick={onLinkClick(PATHS.reports)}>
        Go to reports
      </ActionLink>
    </Card>
  );
}
