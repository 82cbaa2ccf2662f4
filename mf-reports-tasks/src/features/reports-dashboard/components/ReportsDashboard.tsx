import { PATHS, REPORT_TAB_IDS, REPORT_TABS } from '@qip/shared-contracts';
import {
  Page,
  PageHeader,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  usePlatform,
  useReadOnly,
  useSelectedService,
  useServiceDetails,
  type SelectedService,
} from '@qip/shared-ui';
import { useCallback } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useReports } from '../hooks/useReports';
import { useReportTab } from '../hooks/useReportTab';
import { ReportGenerator } from './ReportGenerator';
import { ReportList } from './ReportList';

// Every tab stays mounted, so what was typed in one and a report being made there survive a
// look at another; only the chosen one shows.
const Panel = styled(TabPanel)`
  &[data-state='inactive'] {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 4px;
  }
`;

/**
 * /qip/reports: the tabs Goal/Strength Reports, SAT Report and Task Reports (the address names
 * one: `?tab=sat`), each with its generator and its reports.
 */
export function ReportsDashboard() {
  const service = useSelectedService();
  if (!service) return <Navigate to={PATHS.nqa} replace />;
  return <Reports service={service} />;
}

function Reports({ service }: { service: SelectedService }) {
  const { bus } = usePlatform();
  const { tab, choose } = useReportTab();
  const readOnly = useReadOnly();
  const reports = useReports(service.centerId);
  const { details } = useServiceDetails(service.centerId);
  const { centerId } = service;
  // The list here and the dashboard's report count follow a report made or removed.
  const reportsChanged = useCallback(
    () => bus.publish('data.changed', { entity: 'reports', centerId }),
    [bus, centerId],
  );

  return (
    <Page>
      <PageHeader title="Reports" subtitle={service.name} />
      <Tabs value={tab} onValueChange={choose}>
        <TabList aria-label="Reports">
          {REPORT_TAB_IDS.map((id) => (
            <Tab key={id} value={id}>
              {REPORT_TABS[id].label}
            </Tab>
          ))}
        </TabList>
        {REPORT_TAB_IDS.map((id) => (
          <Panel key={id} value={id} forceMount>
            <ReportGenerator
              tab={id}
              service={service}
              details={details}
              readOnly={readOnly}
              onReportsChanged={reportsChanged}
            />
            <ReportList
              id={`reports-${id}`}
              centerId={centerId}
              reports={reports}
              types={REPORT_TABS[id].types}
              readOnly={readOnly}
            />
          </Panel>
        ))}
      </Tabs>
    </Page>
  );
}
