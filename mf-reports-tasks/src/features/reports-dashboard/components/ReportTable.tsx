import { formatInstantDate, reportFilterSummary, reportTypeLabel, type Report } from '@qip/shared-contracts';
import { Button, DataTable, SpinnerIcon, TableScroll, VisuallyHidden } from '@qip/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { formatLabel } from './reportChoices';

const Type = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  white-space: nowrap;
`;

const Format = styled.span`
  padding: 1px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colours.borderStrong};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.textMuted};
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  li {
    padding: 1px ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colours.primarySoft};
    color: ${({ theme }) => theme.colours.primary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    white-space: nowrap;
  }
`;

const Badge = styled.span<{ $tone: 'info' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  background: ${({ theme, $tone }) => ($tone === 'info' ? theme.colours.infoSoft : theme.colours.dangerSoft)};
  color: ${({ theme, $tone }) => ($tone === 'info' ? theme.colours.primary : theme.colours.danger)};
`;

const RowActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The reports of a page: name, centre, type, filters, created by, created at, and their actions. */
export function ReportTable({
  reports,
  readOnly,
  onDownload,
  onRemove,
}: {
  reports: readonly Report[];
  readOnly: boolean;
  onDownload: (report: Report) => Promise<void>;
  onRemove: (report: Report) => void;
}) {
  return (
    <TableScroll>
      <DataTable>
        <VisuallyHidden as="caption">Reports</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">Report</th>
            <th scope="col">Centre name</th>
            <th scope="col">Type</th>
            <th scope="col">Filters</th>
            <th scope="col">Created by</th>
            <th scope="col">Created at</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.id}>
              <th scope="row">{report.report_label}</th>
              <td>{report.centerName}</td>
              <td>
                <Type>
                  {reportTypeLabel(report.type)}
                  <Format>{formatLabel(report.format)}</Format>
                </Type>
              </td>
              <td>
                <Chips aria-label="Filters">
                  {reportFilterSummary(report.filters).map((filter) => (
                    <li key={filter}>{filter}</li>
                  ))}
                </Chips>
              </td>
              <td>{report.createdBy}</td>
              <td>{formatInstantDate(report.createdAt)}</td>
              <td>
                <RowActions>
                  <ReportState report={report} onDownload={onDownload} />
                  {!readOnly && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete ${report.report_label}`}
                      onClick={() => onRemove(report)}
                    >
                      Delete
                    </Button>
                  )}
                </RowActions>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}

/** A ready report's Download; a report being made or one that failed says so instead. */
function ReportState({ report, onDownload }: { report: Report; onDownload: (report: Report) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  if (report.status === 'generating') {
    return (
      <Badge $tone="info">
        <SpinnerIcon aria-hidden="true" $size={12} />
        Being made
      </Badge>
    );
  }
  if (report.status === 'failed') return <Badge $tone="danger">Could not be made</Badge>;
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`Download ${report.report_label}`}
      busy={busy}
      onClick={() => {
        setBusy(true);
        void onDownload(report).finally(() => setBusy(false));
      }}
    >
      Download
    </Button>
  );
}
