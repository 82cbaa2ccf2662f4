import type { Report } from '@qip/shared-contracts';
import { useBusEvent, usePlatform, useResource, type Resource } from '@qip/shared-ui';
import { useCallback, useEffect } from 'react';
import { loadReports } from '../api/reportsApi';

/** How often the list is read again while a report in it is still being made (by anyone). */
const GENERATING_REFRESH_MS = 3000;

/**
 * The service's reports; reloaded when reports change anywhere in the portal, and every few
 * seconds while one of them is still being made (elsewhere, or before a reload of the page).
 */
export function useReports(centerId: string): Resource<Report[]> {
  const { api } = usePlatform();
  const load = useCallback(() => loadReports(api, centerId), [api, centerId]);
  const reports = useResource(load);
  const { reload } = reports;
  useBusEvent('data.changed', (change) => {
    if (change.entity === 'reports' && change.centerId === centerId) void reload();
  });

  const generating = reports.data?.some((report) => report.status === 'generating') ?? false;
  useEffect(() => {
    if (!generating) return undefined;
    const timer = setInterval(() => void reload(), GENERATING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [generating, reload]);

  return reports;
}
