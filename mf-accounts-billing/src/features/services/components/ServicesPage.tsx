import { PATHS } from '@qip/shared-contracts';
import {
  ButtonLink,
  EmptyState,
  LoadFailedState,
  LoadingState,
  Page,
  PageHeader,
  useAuthenticatedState,
  usePortalNavigate,
} from '@qip/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useAccountServices } from '../hooks/useAccountServices';
import { useServiceActions } from '../hooks/useServiceActions';
import { RemoveServiceDialog } from './RemoveServiceDialog';
import { ServiceCard } from './ServiceCard';

export const UPGRADE_PATH = `${PATHS.userManagementServices}/upgrade`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
`;

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The services list (/qip/user-management/services): a card per service of the user with its
 * subscription, users, renewal, QIP progress and status; Tasks and Edit open the service, and
 * its administrators may remove it (not while its subscription runs, never the last one).
 */
export function ServicesPage() {
  const state = useAuthenticatedState();
  const services = useAccountServices();
  const { onLinkClick } = usePortalNavigate();
  const { opening, openTasks, openWizard, remove } = useServiceActions({ onRemoved: () => void services.reload() });
  const [removing, setRemoving] = useState<string | null>(null);
  const isAdmin = state?.user.role === 'admin';

  const header = (
    <PageHeader
      title="Services"
      subtitle={state?.user.accountName ? `The services of ${state.user.accountName}.` : 'Your services.'}
      actions={
        <HeaderActions>
          <ButtonLink variant="secondary" href={UPGRADE_PATH} onClick={onLinkClick(UPGRADE_PATH)}>
            Compare plans
          </ButtonLink>
          {isAdmin && (
            <ButtonLink href={PATHS.addNewService} onClick={onLinkClick(PATHS.addNewService)}>
              Add new service
            </ButtonLink>
          )}
        </HeaderActions>
      }
    />
  );

  if (services.status === 'loading') {
    return (
      <Page>
        {header}
        <LoadingState />
      </Page>
    );
  }
  if (services.status === 'failed') {
    return (
      <Page>
        {header}
        <LoadFailedState error={services.error} onRetry={() => void services.reload()} />
      </Page>
    );
  }

  const { accountServices } = services.data;
  const list = services.data.services;
  const toRemove = list.find((service) => service.id === removing);
  return (
    <Page>
      {header}
      {list.length === 0 ? (
        <EmptyState title="No services yet" description="Services you are a user of are listed here." />
      ) : (
        <Grid aria-label="Services">
          {list.map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              current={state?.selectedService?.id === service.id}
              opening={opening === service.id}
              onTasks={() => void openTasks(service.id)}
              onEdit={() => void openWizard(service.id)}
              onRemove={service.role === 'admin' ? () => setRemoving(service.id) : undefined}
            />
          ))}
        </Grid>
      )}
      {toRemove && (
        <RemoveServiceDialog
          service={toRemove}
          accountServices={accountServices}
          onRemove={() => remove(toRemove.id)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Page>
  );
}
