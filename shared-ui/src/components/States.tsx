import { refusalMessage } from '@qip/shared-contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Page } from './Layout';
import { Spinner } from './Spinner';

/** The spec's wording when data could not be loaded after the retries. */
export const FAILED_TO_LOAD_MESSAGE =
  'Failed to load data. Please refresh the page and try again, or contact your system administrator.';
export const LOADING_MESSAGE = 'Loading data...';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)};
  text-align: center;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colours.textMuted};
  max-width: 60ch;
`;

export function LoadingState({ label = LOADING_MESSAGE }: { label?: string }) {
  return (
    <Panel>
      <Spinner label={label} size={28} />
    </Panel>
  );
}

const ErrorPanel = styled(Panel)`
  border: 1px solid ${({ theme }) => theme.colours.danger};
  background: ${({ theme }) => theme.colours.dangerSoft};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colours.text};
`;

export interface ErrorStateProps {
  message?: ReactNode;
  title?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}

/** Something failed: say what, and offer Retry when trying again can help. */
export function ErrorState({ message = FAILED_TO_LOAD_MESSAGE, title, onRetry, retrying }: ErrorStateProps) {
  return (
    <ErrorPanel role="alert">
      {title && <Title>{title}</Title>}
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} busy={retrying}>
          Retry
        </Button>
      )}
    </ErrorPanel>
  );
}

/**
 * Data could not be loaded: the API's own words when it gave a reason (a 403 says why), else the
 * spec's wording, with Retry.
 */
export function LoadFailedState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <ErrorState message={refusalMessage(error, FAILED_TO_LOAD_MESSAGE)} onRetry={onRetry} />;
}

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Panel>
      <Title>{title}</Title>
      {description && <Text>{description}</Text>}
      {action}
    </Panel>
  );
}

/** A service page opened with no service chosen (a mentor's or a new account's session). */
export function NoServiceSelected() {
  return (
    <Page>
      <ErrorState title="No service selected" message="Choose a service with the Change link at the top." />
    </Page>
  );
}
