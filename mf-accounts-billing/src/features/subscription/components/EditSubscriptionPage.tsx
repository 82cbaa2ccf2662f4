import {
  formatPlanCost,
  isPortalPlan,
  PATHS,
  visibleSubscriptionRows,
  type SubscriptionProduct,
} from '@qip/shared-contracts';
import { Card, Page, PageHeader } from '@qip/shared-ui';
import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AccountOnly, BillingButton, useComingSoon, useProducts, type BillingAccount } from '../../common';
import { useRouteProduct } from '../hooks/useRouteProduct';
import { CancelFlow } from './CancelFlow';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(5)};
`;

const OptionCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  & > p {
    flex: 1;
    color: ${({ theme }) => theme.colours.textMuted};
  }
  & > h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

function Option({ title, text, action }: { title: string; text: ReactNode; action: ReactNode }) {
  return (
    <OptionCard aria-label={title}>
      <h2>{title}</h2>
      <p>{text}</p>
      <div>{action}</div>
    </OptionCard>
  );
}

function EditSubscription({ account, product }: { account: BillingAccount; product: SubscriptionProduct }) {
  const navigate = useNavigate();
  const comingSoon = useComingSoon(account);
  const products = useProducts(account.userId);
  const [cancelling, setCancelling] = useState(false);
  const portal = isPortalPlan(product);
  const state = { product };
  const cancellable = visibleSubscriptionRows(products.data ?? [product]).filter(
    (candidate) => candidate.subscription.cancel_at === null,
  );

  return (
    <Page>
      <PageHeader
        title="Edit subscription"
        subtitle={`${product.center_name}: ${product.product}, ${formatPlanCost(
          product.subscription.plan.amount,
          product.subscription.plan.interval,
        )}`}
      />
      <Grid>
        <Option
          title="Upgrade"
          text={
            portal
              ? 'Move to Portal + Mentoring: feedback requests to assessors, mentor guidance and termly mentoring sessions.'
              : 'This service is already on Portal + Mentoring.'
          }
          action={
            <BillingButton
              comingSoon={comingSoon}
              disabled={!portal}
              onClick={() => navigate(PATHS.upgradeSubscription, { state })}
            >
              Upgrade
            </BillingButton>
          }
        />
        <Option
          title="Downgrade"
          text={
            portal
              ? 'This service is already on the Portal.'
              : 'Move to the Portal: you keep your QIP and SAT, without mentoring and NQA feedback.'
          }
          action={
            <BillingButton
              variant="secondary"
              comingSoon={comingSoon}
              disabled={portal}
              onClick={() => navigate(PATHS.downgradeSubscription, { state })}
            >
              Downgrade
            </BillingButton>
          }
        />
        <Option
          title="Add a new service"
          text="Add another service to your subscription, on the plan of its own you choose."
          action={
            <BillingButton
              variant="secondary"
              comingSoon={comingSoon}
              onClick={() => navigate(PATHS.pricingPlans, { state: { forAdditionalService: true } })}
            >
              Add a new service
            </BillingButton>
          }
        />
        <Option
          title="Cancel"
          text="Cancel a service's subscription. It stays active until the end of its billing period or minimum commitment."
          action={
            <BillingButton
              variant="danger"
              comingSoon={comingSoon}
              disabled={product.subscription.cancel_at !== null}
              onClick={() => setCancelling(true)}
            >
              Cancel subscription
            </BillingButton>
          }
        />
      </Grid>
      {cancelling && (
        <CancelFlow
          userId={account.userId}
          products={cancellable}
          initialChoice={product.center_id}
          onClose={(changed) => {
            setCancelling(false);
            if (changed) navigate(PATHS.billing(2));
          }}
        />
      )}
    </Page>
  );
}

/**
 * /qip/user-management/subscription/edit-subscription: upgrade, downgrade, add a new service,
 * cancel. Opened from a subscription row (route state); opened directly it goes to billing/2.
 */
export function EditSubscriptionPage() {
  const product = useRouteProduct();
  if (!product) return <Navigate to={PATHS.billing(2)} replace />;
  return <AccountOnly>{(account) => <EditSubscription account={account} product={product} />}</AccountOnly>;
}
