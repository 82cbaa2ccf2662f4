import {
  nothingToDoText,
  READINESS_CHECKS,
  READINESS_MESSAGES,
  readinessByArea,
  readinessTargetPath,
  type Readiness,
  type ReadinessCheckId,
  type ReadinessRow,
} from '@qip/shared-contracts';
import {
  Card,
  DataTable,
  EmptyState,
  LoadFailedState,
  LoadingState,
  NoServiceSelected,
  Page,
  PageHeader,
  TableScroll,
  usePortalNavigate,
  useSelectedService,
} from '@qip/shared-ui';
import styled from 'styled-components';
import { useReadiness } from '../hooks/useReadiness';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const AreaTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const CheckTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
`;

const RowTitle = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colours.textMuted};
`;

const Count = styled.td`
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

/** '/qip/readiness': what the selected service still has to fix, area by area (beyond the spec). */
export function ReadinessPage() {
  const service = useSelectedService();
  if (!service) return <NoServiceSelected />;
  return <ReadinessOf centerId={service.centerId} serviceName={service.name} />;
}

function ReadinessOf({ centerId, serviceName }: { centerId: string; serviceName: string }) {
  const readiness = useReadiness(centerId);
  return (
    <Page>
      <PageHeader title={READINESS_MESSAGES.title} subtitle={`${serviceName} · ${READINESS_MESSAGES.subtitle}`} />
      {readiness.status === 'loading' && <LoadingState />}
      {readiness.status === 'failed' && (
        <LoadFailedState error={readiness.error} onRetry={() => void readiness.reload()} />
      )}
      {readiness.status === 'ready' && <ReadinessView readiness={readiness.data} />}
    </Page>
  );
}

function ReadinessView({ readiness }: { readiness: Readiness }) {
  const view = readinessByArea(readiness.checks);
  const checkIds = readiness.checks.map((check) => check.id);
  if (view.total === 0) return <EmptyState title="Nothing to do" description={nothingToDoText(checkIds)} />;
  return (
    <Sections>
      <Card aria-labelledby="readiness-totals">
        <AreaTitle id="readiness-totals">Totals</AreaTitle>
        <TableScroll>
          <DataTable>
            <thead>
              <tr>
                <th scope="col">Check</th>
                <th scope="col">To fix</th>
              </tr>
            </thead>
            <tbody>
              {view.totals.map((total) => (
                <tr key={total.id}>
                  <th scope="row">{READINESS_CHECKS[total.id].title}</th>
                  <Count>{total.count}</Count>
                </tr>
              ))}
              <tr>
                <th scope="row">All checks</th>
                <Count>{view.total}</Count>
              </tr>
            </tbody>
          </DataTable>
        </TableScroll>
      </Card>
      {view.areas.map((area) => {
        const named = readiness.areas.find((candidate) => candidate.areaId === area.areaId);
        const headingId = `readiness-area-${area.areaId}`;
        return (
          <Card key={area.areaId} aria-labelledby={headingId}>
            <AreaTitle id={headingId}>
              Quality Area {area.areaId}
              {named ? `: ${named.title}` : ''} ({area.total} to fix)
            </AreaTitle>
            {area.total === 0 && <Muted>{READINESS_MESSAGES.areaClear}</Muted>}
            {area.checks
              .filter((check) => check.rows.length > 0)
              .map((check) => (
                <CheckRows key={check.id} areaId={area.areaId} id={check.id} rows={check.rows} />
              ))}
          </Card>
        );
      })}
    </Sections>
  );
}

function CheckRows({ areaId, id, rows }: { areaId: number; id: ReadinessCheckId; rows: readonly ReadinessRow[] }) {
  const { onLinkClick } = usePortalNavigate();
  const wording = READINESS_CHECKS[id];
  const headingId = `readiness-${areaId}-${id}`;
  return (
    <section aria-labelledby={headingId}>
      <CheckTitle id={headingId}>
        {wording.title} ({rows.length})
      </CheckTitle>
      <Muted>{wording.description}</Muted>
      <TableScroll>
        <DataTable aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{wording.itemHeading}</th>
              <th scope="col">{wording.detailHeading}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const to = readinessTargetPath(row.target);
              return (
                <tr key={`${index}|${to}`}>
                  <th scope="row">
                    <a href={to} onClick={onLinkClick(to)}>
                      {row.label}
                      <RowTitle>{row.title}</RowTitle>
                    </a>
                  </th>
                  <td>{row.detail}</td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      </TableScroll>
    </section>
  );
}
