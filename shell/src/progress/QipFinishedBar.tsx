import { endpoints, qipFinishedDisplay } from '@qip/shared-contracts';
import { ProgressBar, useBusEvent, usePlatform } from '@qip/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

type Progress = { kind: 'loading' } | { kind: 'loaded'; total: number } | { kind: 'failed' };

const Wrap = styled.div`
  display: grid;
  grid-template-columns: auto minmax(96px, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  max-width: 400px;
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colours.textMuted};
  white-space: nowrap;
`;

const Percent = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  min-width: 3.5ch;
  text-align: right;
`;

const Retry = styled.button`
  border: none;
  background: none;
  padding: 0;
  color: ${({ theme }) => theme.colours.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * 'QIP Finished': the selected service's total progress, rounded up, with the bar rounded down
 * (assessment spec section 2). It refetches, without a reload, whenever any area publishes
 * 'progress.changed' for this service.
 */
export function QipFinishedBar({ centerId }: { centerId: string }) {
  const { api } = usePlatform();
  const [progress, setProgress] = useState<Progress>({ kind: 'loading' });
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    try {
      const answer = await api.call(endpoints.progress.nqaProgress, { params: { centerId } });
      if (request === latest.current) setProgress({ kind: 'loaded', total: answer.totalProgress });
    } catch (error) {
      console.error('The QIP progress could not be loaded', error);
      if (request === latest.current) setProgress({ kind: 'failed' });
    }
  }, [api, centerId]);

  useEffect(() => {
    setProgress({ kind: 'loading' });
    void load();
  }, [load]);

  useBusEvent('progress.changed', (event) => {
    if (event.centerId === centerId) void load();
  });

  const { percent, width } = qipFinishedDisplay(progress.kind === 'loaded' ? progress.total : 0);
  return (
    <Wrap aria-busy={progress.kind === 'loading' || undefined}>
      <Label aria-hidden="true">QIP Finished</Label>
      <ProgressBar label="QIP Finished" value={percent} widthPercent={width} height={8} />
      {progress.kind === 'failed' ? (
        <Retry type="button" onClick={() => void load()} aria-label="QIP Finished could not be loaded. Retry">
          Retry
        </Retry>
      ) : (
        <Percent aria-hidden="true">{progress.kind === 'loading' ? '–' : `${percent}%`}</Percent>
      )}
    </Wrap>
  );
}
