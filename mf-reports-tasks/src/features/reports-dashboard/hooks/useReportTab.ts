import { reportTabOf, type ReportTab } from '@qip/shared-contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The tab the address names (`?tab=sat`); choosing another writes it back, so a reload keeps it. */
export function useReportTab(): { tab: ReportTab; choose: (tab: string) => void } {
  const [params, setParams] = useSearchParams();
  const choose = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('tab', reportTabOf(next));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { tab: reportTabOf(params.get('tab')), choose };
}
