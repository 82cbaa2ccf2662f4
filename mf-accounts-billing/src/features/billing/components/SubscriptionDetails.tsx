import { PATHS, visibleSubscriptionRows, type SubscriptionProduct } from '@qip/shared-contracts';
import {
  DataTable,
  EmptyState,
  LoadFailedState,
  LoadingState,
  PanelTitle,
  SpreadRow,
  TableScroll,
} from '@qip/shared-ui';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { BillingButton, useComingSoon, useProducts, type BillingAccount } from '../../common';
import { CancelFlow, ReactivateFlow } from '../../subscription';
import { SubscriptionRow } from './SubscriptionRow';
import { TrialRow } from './TrialRow';

const Header = styled(SpreadRow)`
  margin-bottom: ${({ theme }) => theme.space(4)};
  & > h2 {
    margin-bottom: 0;
  }
`;

function SubscriptionsTable({ children }: { children: ReactNode }) {
  return (
    <TableScroll>
      <DataTable aria-label="Subscriptions">
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Type</th>
            <th scope="col">Cost</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </DataTable>
    </TableScroll>
  );
}

type Flow = { kind: 'cancel' } | { kind: 'reactivate'; product: SubscriptionProduct } | null;

function PaidSubscriptions({ account }: { account: BillingAccount }) {
  const navigate = useNavigate();
  const products = useProducts(account.userId);
  const comingSoon = useComingSoon(account);
  const [flow, setFlow] = useState<Flow>(null);
  const now = new Date();
  const closeFlow = (changed: boolean) => {
    setFlow(null);
    if (changed) void products.reload();
  };

  if (products.status === 'loading') return <LoadingState />;
  if (products.status === 'failed') {
    return <LoadFailedState error={products.error} onRetry={() => void products.reload()} />;
  }
  const rows = visibleSubscriptionRows(products.data);
  const cancellable = rows.filter((row) => row.subscription.cancel_at === null);

  return (
    <>
      <Header>
        <PanelTitle>Your subscriptions</PanelTitle>
        <SpreadRow>
          <BillingButton
            variant="secondary"
            comingSoon={comingSoon}
            onClick={() => navigate(PATHS.pricingPlans, { state: { forAdditionalService: true } })}
          >
            Add a new service
          </BillingButton>
          {cancellable.length > 0 && (
            <BillingButton variant="ghost" comingSoon={comingSoon} onClick={() => setFlow({ kind: 'cancel' })}>
              Cancel subscription
            </BillingButton>
          )}
        </SpreadRow>
      </Header>
      {rows.length === 0 ? (
        <EmptyState
          title="No active subscriptions"
          description="Choose a plan to keep using the QIP Portal."
          action={
            <BillingButton
              comingSoon={false}
              onClick={() => navigate(PATHS.pricingPlans, { state: { from: 'subDetails' } })}
            >
              Purchase
            </BillingButton>
          }
        />
      ) : (
        <SubscriptionsTable>
          {rows.map((product) => (
            <SubscriptionRow
              key={product.subscription.id}
              product={product}
              now={now}
              comingSoon={comingSoon}
              onReactivate={(chosen) => setFlow({ kind: 'reactivate', product: chosen })}
            />
          ))}
        </SubscriptionsTable>
      )}
      {flow?.kind === 'cancel' && <CancelFlow userId={account.userId} products={cancellable} onClose={closeFlow} />}
      {flow?.kind === 'reactivate' && (
        <ReactivateFlow userId={account.userId} product={flow.product} onClose={closeFlow} />
      )}
    </>
  );
}

/**
 * Billing tab 2, subscription details: a row per service's subscription, or for a trial
 * account (no customer yet) the trial's row with Purchase.
 */
export function SubscriptionDetails({ account }: { account: BillingAccount }) {
  if (account.stripeId) return <PaidSubscriptions account={account} />;
  return (
    <>
      <PanelTitle>Your subscription</PanelTitle>
      <SubscriptionsTable>
        <TrialRow
          serviceName={account.selectedServiceName ?? 'Your service'}
          daysLeft={account.daysLeft}
          now={new Date()}
        />
      </SubscriptionsTable>
    </>
  );
}
