import {
  apiErrorBody,
  inputRefusalMessage,
  isFullReportRefusal,
  isRetryable,
  REPORT_MESSAGES,
  type CreateReportInput,
  type ReportProgress,
} from '@qip/shared-contracts';
import { usePlatform } from '@qip/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadReportProgress, startReport } from '../api/reportsApi';

/** How often the progress of a report being made is asked for. */
export const PROGRESS_POLL_MS = 400;
/** Progress calls that may fail in a row (a blip of the network) before the wait is given up. */
const MAX_MISSED_POLLS = 5;

export type GenerationState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'generating'; progress: ReportProgress }
  | { phase: 'ready'; label: string }
  | { phase: 'failed'; message: string };

/** What starting a report came to: the full report is refused while the service details are incomplete. */
export type StartOutcome = 'started' | 'needs-service-details' | 'failed';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Makes one report at a time: starts it, follows its progress every 400 ms until it is ready or
 * failed, and calls `onChange` when the list should show it (started, then settled).
 */
export function useReportGeneration(onChange: () => void) {
  const { api } = usePlatform();
  const [state, setState] = useState<GenerationState>({ phase: 'idle' });
  // Each start (and unmounting) begins a new run; an older run's answers are dropped.
  const run = useRef(0);
  const lastInput = useRef<CreateReportInput | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  const follow = useCallback(
    async (id: string, label: string, current: number) => {
      let missed = 0;
      while (run.current === current) {
        await wait(PROGRESS_POLL_MS);
        if (run.current !== current) return;
        let progress: ReportProgress;
        try {
          progress = await loadReportProgress(api, id);
          missed = 0;
        } catch (error) {
          missed += 1;
          if (missed < MAX_MISSED_POLLS && isRetryable(error)) continue;
          if (run.current === current) setState({ phase: 'failed', message: REPORT_MESSAGES.failed });
          onChangeRef.current();
          return;
        }
        if (run.current !== current) return;
        if (progress.status === 'generating') {
          setState({ phase: 'generating', progress });
          continue;
        }
        setState(
          progress.status === 'ready'
            ? { phase: 'ready', label }
            : { phase: 'failed', message: progress.error ?? REPORT_MESSAGES.failed },
        );
        onChangeRef.current();
        return;
      }
    },
    [api],
  );

  const start = useCallback(
    async (input: CreateReportInput): Promise<StartOutcome> => {
      const current = (run.current += 1);
      lastInput.current = input;
      setState({ phase: 'starting' });
      try {
        const report = await startReport(api, input);
        if (run.current !== current) return 'started';
        setState({
          phase: 'generating',
          progress: { id: report.id, status: 'generating', percent: 0, step: 'Starting', error: null },
        });
        onChangeRef.current();
        void follow(report.id, report.report_label, current);
        return 'started';
      } catch (error) {
        if (run.current !== current) return 'failed';
        if (isFullReportRefusal(apiErrorBody(error)?.message)) {
          setState({ phase: 'idle' });
          return 'needs-service-details';
        }
        setState({ phase: 'failed', message: inputRefusalMessage(error, REPORT_MESSAGES.failed) });
        return 'failed';
      }
    },
    [api, follow],
  );

  /** Tries the last report again, as it was asked for. */
  const retry = useCallback(
    () => (lastInput.current ? start(lastInput.current) : Promise.resolve<StartOutcome>('failed')),
    [start],
  );

  return { state, start, retry };
}
