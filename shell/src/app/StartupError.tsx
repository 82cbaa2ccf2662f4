import { ErrorState, GlobalStyle, Page, theme } from '@qip/shared-ui';
import { ThemeProvider } from 'styled-components';

export const STARTUP_FAILED = 'The QIP Portal could not start. Please check your connection and try again.';

/** Shown when the session could not be restored because the API was not reachable. */
export function StartupError({ onRetry }: { onRetry: () => void }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Page>
        <ErrorState title="We could not reach the QIP Portal" message={STARTUP_FAILED} onRetry={onRetry} />
      </Page>
    </ThemeProvider>
  );
}
