import {
  formatAud,
  formatPlanCost,
  inputRefusalMessage,
  isPortalPlan,
  PATHS,
  planChangePrice,
  type SubscriptionProduct,
} from '@qip/shared-contracts';
import { Button, Card, Modal, Page, PageHeader, SummaryFigure, SummaryNote } from '@qip/shared-ui';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AccountOnly, Notice, type BillingAccount } from '../../common';
import { useRouteProduct } from '../hooks/useRouteProduct';
import { useSubscriptionActions } from '../hooks/useSubscriptionActions';
import { MENTORING_FEATURES, PORTAL_FEATURES } from './planFeatures';

export type PlanChangeDirection = 'upgrade' | 'downgrade';

const CHANGE_FAILED = 'Your plan could not be changed. Please try again.';
const NEXT_PAYMENT = 'The updated payment will show on your next payment.';

const COPY: Record<
  PlanChangeDirection,
  { title: string; button: string; doneTitle: string; done: (service: string) => string; features: readonly string[] }
> = {
  upgrade: {
    title: 'Upgrade subscription',
    button: 'Upgrade to Portal + Mentoring',
    doneTitle: 'Thank you for upgrading!',
    done: (service) => `Thank you: ${service} is now on Portal + Mentoring. ${NEXT_PAYMENT}`,
    features: MENTORING_FEATURES,
  },
  downgrade: {
    title: 'Downgrade subscription',
    button: 'Downgrade to the Portal',
    doneTitle: 'Your subscription has been downgraded',
    done: (service) =>
      `${service} is now on the Portal: you no longer have access to mentoring and NQA feedback. ${NEXT_PAYMENT}`,
    features: PORTAL_FEATURES,
  },
};

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  @media (max-width: ${({ theme }) => theme.breakpoints.desktop - 1}px) {
    grid-template-columns: 1fr;
  }
`;

const Features = styled.ul`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

function PlanChange({
  account,
  product,
  direction,
}: {
  account: BillingAccount;
  product: SubscriptionProduct;
  direction: PlanChangeDirection;
}) {
  const navigate = useNavigate();
  const { change } = useSubscriptionActions(account.userId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const price = planChangePrice(product, direction);
  const copy = COPY[direction];
  const alreadyThere = isPortalPlan(product) === (direction === 'downgrade');
  const backToSubscriptions = () => navigate(PATHS.billing(2));

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await change(product, price.id);
      setDone(true);
    } catch (caught) {
      setError(inputRefusalMessage(caught, CHANGE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <PageHeader title={copy.title} subtitle={product.center_name} />
      {error && (
        <Notice $tone="warning" role="alert">
          {error}
        </Notice>
      )}
      <Layout>
        <Card aria-labelledby="current-plan">
          <Label id="current-plan">Current plan</Label>
          <SummaryFigure>
            {formatPlanCost(product.subscription.plan.amount, product.subscription.plan.interval)}
          </SummaryFigure>
          <SummaryNote>{product.product}</SummaryNote>
        </Card>
        <Card aria-labelledby="new-plan">
          <Label id="new-plan">New plan: {price.productName}</Label>
          <SummaryFigure>
            {formatAud(price.amountCents)}/{price.interval}
          </SummaryFigure>
          <SummaryNote>Australian dollars, including GST.</SummaryNote>
          <Features>
            {copy.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </Features>
          <SummaryNote>
            The change starts today and keeps your billing period: the difference for the rest of this period is settled
            on your next payment.
          </SummaryNote>
        </Card>
      </Layout>
      {alreadyThere && (
        <Notice $tone="info" role="status">
          {product.center_name} is already on {price.productName}.
        </Notice>
      )}
      <Actions>
        <Button variant="secondary" onClick={backToSubscriptions} disabled={busy}>
          Back
        </Button>
        {!alreadyThere && (
          <Button onClick={() => void submit()} busy={busy} busyLabel="Please wait...">
            {copy.button}
          </Button>
        )}
      </Actions>
      <Modal
        open={done}
        onOpenChange={(open) => {
          if (!open) backToSubscriptions();
        }}
        size="sm"
        title={copy.doneTitle}
        description={copy.done(product.center_name)}
        footer={<Button onClick={backToSubscriptions}>Ok</Button>}
      />
    </Page>
  );
}

/**
 * /qip/user-management/subscription/upgrade-subscription and downgrade-subscription: the plan
 * the service moves to (Portal + Mentoring, or the Portal, on the same billing period), 'Please
 * wait...' while it changes, then a success modal that returns to the subscription details.
 */
export function PlanChangePage({ direction }: { direction: PlanChangeDirection }) {
  const product = useRouteProduct();
  if (!product) return <Navigate to={PATHS.billing(2)} replace />;
  return (
    <AccountOnly>{(account) => <PlanChange account={account} product={product} direction={direction} />}</AccountOnly>
  );
}
