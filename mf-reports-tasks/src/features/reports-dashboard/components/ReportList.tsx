import { PAGE_SIZES, type Report, type ReportType } from '@qip/shared-contracts';
import {
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  Pager,
  usePagedRows,
  type Resource,
} from '@qip/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useReportActions } from '../hooks/useReportActions';
import { ReportTable } from './ReportTable';

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ListCard = styled(Card)`
  margin-top: ${({ theme }) => theme.space(6)};
`;

const CONFIRM_REMOVE = 'Are you sure you want to remove this report?';

/** The tab's reports, five a page, with download and delete (after a confirmation). */
export function ReportList({
  id,
  centerId,
  reports,
  types,
  readOnly,
}: {
  id: string;
  centerId: string;
  reports: Resource<Report[]>;
  types: readonly ReportType[];
  readOnly: boolean;
}) {
  const { download, remove } = useReportActions(centerId);
  const [removing, setRemoving] = useState<Report | null>(null);
  const [busy, setBusy] = useState(false);

  const mine = (reports.data ?? []).filter((report) => types.some((type) => type === report.type));
  const { rows, page, pageCount, setPage } = usePagedRows(mine, PAGE_SIZES.reports);

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    const removed = await remove(removing);
    setBusy(false);
    if (removed) setRemoving(null);
  };

  return (
    <ListCard aria-labelledby={id}>
      <Header>
        <Heading id={id}>Your reports</Heading>
        {reports.status === 'ready' && mine.length > 0 && (
          <Count>
            {mine.length} report{mine.length === 1 ? '' : 's'}
          </Count>
        )}
      </Header>
      {reports.status === 'loading' && <LoadingState label="Loading reports..." />}
      {reports.status === 'failed' && <ErrorState onRetry={() => void reports.reload()} />}
      {reports.status === 'ready' &&
        (mine.length === 0 ? (
          <EmptyState
            title="No reports yet."
            description="Reports you generate appear here, ready to download as often as you need."
          />
        ) : (
          <>
            <ReportTable reports={rows} readOnly={readOnly} onDownload={download} onRemove={setRemoving} />
            <Pager page={page} pageCount={pageCount} onChange={setPage} label="Report pages" />
          </>
        ))}
      <ConfirmDialog
        open={removing !== null}
        title="Remove report"
        message={CONFIRM_REMOVE}
        confirmLabel="Remove"
        cancelLabel="Cancel"
        danger
        busy={busy}
        busyLabel="Removing..."
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </ListCard>
  );
}
