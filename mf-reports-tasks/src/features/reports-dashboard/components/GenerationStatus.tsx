import { Button, ProgressBar } from '@qip/shared-ui';
import styled, { css, useTheme } from 'styled-components';
import type { GenerationState } from '../hooks/useReportGeneration';

const Panel = styled.div<{ $tone: 'info' | 'success' | 'danger' }>`
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme, $tone }) => {
    const colours = {
      info: [theme.colours.primarySoft, theme.colours.primary],
      success: [theme.colours.successSoft, theme.colours.success],
      danger: [theme.colours.dangerSoft, theme.colours.danger],
    }[$tone];
    return css`
      background: ${colours[0]};
      border: 1px solid ${colours[1]};
    `;
  }}
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Step = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Percent = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.primary};
`;

const Message = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** What happens to the report being made: its progress, then ready or what went wrong. */
export function GenerationStatus({ state, onRetry }: { state: GenerationState; onRetry: () => void }) {
  const theme = useTheme();
  if (state.phase === 'idle') return null;
  if (state.phase === 'failed') {
    return (
      <Panel $tone="danger" role="alert">
        <Row>
          <Message>{state.message}</Message>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </Row>
      </Panel>
    );
  }
  if (state.phase === 'ready') {
    return (
      <Panel $tone="success" role="status">
        <Message>&lsquo;{state.label}&rsquo; is ready: download it from the list below.</Message>
      </Panel>
    );
  }
  const percent = state.phase === 'generating' ? state.progress.percent : 0;
  const step = state.phase === 'generating' ? state.progress.step : 'Starting';
  return (
    <Panel $tone="info">
      <Row>
        <Step aria-live="polite">{step}</Step>
        <Percent aria-hidden="true">{percent}%</Percent>
      </Row>
      <ProgressBar
        value={percent}
        label="Making the report"
        valueText={`${percent}%: ${step}`}
        colour={theme.colours.primary}
      />
    </Panel>
  );
}
