import { Button, Spinner, theme } from '@qip/shared-ui';
import styled, { ThemeProvider } from 'styled-components';

export const REMOTE_LOAD_FAILED = 'This part of the portal could not be loaded.';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme: t }) => t.space(4)};
  margin: ${({ theme: t }) => t.space(10)} auto;
  padding: ${({ theme: t }) => t.space(8)};
  max-width: 560px;
  text-align: center;
  background: ${({ theme: t }) => t.colours.surface};
  border: 1px solid ${({ theme: t }) => t.colours.border};
  border-radius: ${({ theme: t }) => t.radii.lg};
`;

const Hint = styled.p`
  color: ${({ theme: t }) => t.colours.textMuted};
`;

export type RemoteStatusView =
  { kind: 'loading'; title: string } | { kind: 'failed'; title: string; onRetry: () => void };

/** What stands in a remote's place while it loads, or when it could not be loaded. */
export function RemoteStatus({ status }: { status: RemoteStatusView }) {
  return (
    <ThemeProvider theme={theme}>
      {status.kind === 'loading' ? (
        <Panel aria-busy="true">
          <Spinner label={`Loading ${status.title}...`} size={28} />
        </Panel>
      ) : (
        <Panel role="alert" aria-label={`${status.title} could not be loaded`}>
          <strong>{REMOTE_LOAD_FAILED}</strong>
          <Hint>The rest of the portal still works. Check your connection and try again.</Hint>
          <Button onClick={status.onRetry}>Retry</Button>
        </Panel>
      )}
    </ThemeProvider>
  );
}
