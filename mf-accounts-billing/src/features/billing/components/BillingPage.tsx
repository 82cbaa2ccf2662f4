import { PATHS } from '@qip/shared-contracts';
import {
  Button,
  ButtonLink,
  Card,
  Page,
  PageHeader,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  usePortalNavigate,
} from '@qip/shared-ui';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { AccountOnly, type BillingAccount } from '../../common';
import { PaymentDetails } from '../../payment-methods';
import { PastPayments } from './PastPayments';
import { SubscriptionDetails } from './SubscriptionDetails';

const CHOICES = { '1': 1, '2': 2, '3': 3 } as const;
type Choice = keyof typeof CHOICES;
const isChoice = (value: string | undefined): value is Choice => value !== undefined && value in CHOICES;

function Billing({ account, choice }: { account: BillingAccount; choice: Choice }) {
  const navigate = useNavigate();
  const { onLinkClick } = usePortalNavigate();
  // Payment details and past payments need a customer: a trial account has only its trial.
  const hasCustomer = Boolean(account.stripeId);
  if (!hasCustomer && choice !== '2') return <Navigate to={PATHS.billing(2)} replace />;

  return (
    <Page>
      <Button variant="ghost" size="sm" onClick={() => navigate(-1)} aria-label="Back">
        ← Back
      </Button>
      <PageHeader
        title="Billing"
        subtitle="Your subscriptions, cards and tax invoices."
        actions={
          <ButtonLink variant="secondary" href={PATHS.userManagement} onClick={onLinkClick(PATHS.userManagement)}>
            Back to dashboard
          </ButtonLink>
        }
      />
      <Tabs value={choice} onValueChange={(value) => isChoice(value) && navigate(PATHS.billing(CHOICES[value]))}>
        <TabList aria-label="Billing">
          {hasCustomer && <Tab value="1">Payment details</Tab>}
          <Tab value="2">Subscription details</Tab>
          {hasCustomer && <Tab value="3">Past payments</Tab>}
        </TabList>
        {hasCustomer && (
          <TabPanel value="1">
            <Card>
              <PaymentDetails account={account} />
            </Card>
          </TabPanel>
        )}
        <TabPanel value="2">
          <Card>
            <SubscriptionDetails account={account} />
          </Card>
        </TabPanel>
        {hasCustomer && (
          <TabPanel value="3">
            <Card>
              <PastPayments account={account} />
            </Card>
          </TabPanel>
        )}
      </Tabs>
    </Page>
  );
}

/** /qip/user-management/billing/:billingChoiceId: 1 payment details, 2 subscription details, 3 past payments. */
export function BillingPage() {
  const { billingChoiceId } = useParams();
  if (!isChoice(billingChoiceId)) return <Navigate to={PATHS.billing(2)} replace />;
  return <AccountOnly>{(account) => <Billing account={account} choice={billingChoiceId} />}</AccountOnly>;
}
