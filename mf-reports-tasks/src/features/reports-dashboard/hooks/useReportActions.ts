import { refusalMessage, REPORT_MESSAGES, type Report } from '@qip/shared-contracts';
import { downloadProtectedFile, usePlatform } from '@qip/shared-ui';
import { useCallback } from 'react';
import { loadReportDownload, removeReport } from '../api/reportsApi';

const DOWNLOAD_FAILED = 'The report could not be downloaded. Please try again.';
const REMOVE_FAILED = 'The report could not be removed. Please try again.';

/**
 * Download (ask where the file is, fetch it signed in, hand it to the browser to save) and
 * remove ('Report removed.', and every area showing reports refetches). Both say when they fail.
 */
export function useReportActions(centerId: string) {
  const { api, bus } = usePlatform();

  const download = useCallback(
    async (report: Report) => {
      try {
        const file = await loadReportDownload(api, report.id);
        await downloadProtectedFile(api, file.url, file.file_name);
      } catch (error) {
        bus.publish('toast', { kind: 'error', message: refusalMessage(error, DOWNLOAD_FAILED) });
      }
    },
    [api, bus],
  );

  const remove = useCallback(
    async (report: Report): Promise<boolean> => {
      try {
        await removeReport(api, report.id);
      } catch (error) {
        bus.publish('toast', { kind: 'error', message: refusalMessage(error, REMOVE_FAILED) });
        return false;
      }
      bus.publish('toast', { kind: 'success', message: REPORT_MESSAGES.removed });
      bus.publish('data.changed', { entity: 'reports', centerId });
      return true;
    },
    [api, bus, centerId],
  );

  return { download, remove };
}
