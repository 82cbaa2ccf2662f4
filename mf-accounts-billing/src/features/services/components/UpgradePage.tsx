import { PATHS, PLAN_PRICES, type PlanId } from '@qip/shared-contracts';
import {
  Button,
  ButtonLink,
  Card,
  Page,
  PageHeader,
  SummaryFigure,
  SummaryNote,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useAuthenticatedState,
  usePortalNavigate,
} from '@qip/shared-ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { priceText } from '../../pricing-plans';
import { MENTORING_FEATURES, PORTAL_FEATURES } from '../../subscription';

/** The two tabs: 'QIP' is the Portal plan, 'QIP Plus' the Portal + Mentoring plan. */
const TABS: ReadonlyArray<{ value: PlanId; label: string; features: readonly string[] }> = [
  { value: 'portal', label: 'QIP', features: PORTAL_FEATURES },
  { value: 'mentoring', label: 'QIP Plus', features: MENTORING_FEATURES },
];

const Prices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)} 0;
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
`;

/**
 * /qip/user-management/services/upgrade: what the QIP (Portal) and QIP Plus (Portal +
 * Mentoring) plans give and cost; administrators go on to change a service's plan on the
 * subscription details, or to the pricing plans for a service without one.
 */
export function UpgradePage() {
  const state = useAuthenticatedState();
  const navigate = useNavigate();
  const { onLinkClick } = usePortalNavigate();
  const isAdmin = state?.user.role === 'admin';
  return (
    <Page>
      <Button variant="ghost" size="sm" onClick={() => navigate(PATHS.userManagementServices)}>
        ← Back to services
      </Button>
      <PageHeader title="Upgrade" subtitle="Compare the plans. Prices are in Australian dollars, including GST." />
      <Tabs defaultValue="mentoring">
        <TabList aria-label="Plans">
          {TABS.map((tab) => (
            <Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {TABS.map((tab) => (
          <TabPanel key={tab.value} value={tab.value}>
            <Card aria-label={`${tab.label} plan`}>
              <Prices>
                {PLAN_PRICES.filter((price) => price.plan === tab.value).map((price) => (
                  <div key={price.id}>
                    <SummaryFigure>{priceText(price)}</SummaryFigure>
                    <SummaryNote>
                      {price.productName}, {price.variant}
                      {price.minimumCommitmentMonths > 0 &&
                        ` (minimum ${price.minimumCommitmentMonths} month commitment)`}
                    </SummaryNote>
                  </div>
                ))}
              </Prices>
              <Features>
                {tab.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </Features>
              {isAdmin ? (
                <Actions>
                  <ButtonLink href={PATHS.billing(2)} onClick={onLinkClick(PATHS.billing(2))}>
                    Change a service&apos;s plan
                  </ButtonLink>
                  <ButtonLink variant="secondary" href={PATHS.pricingPlans} onClick={onLinkClick(PATHS.pricingPlans)}>
                    See pricing plans
                  </ButtonLink>
                </Actions>
              ) : (
                <SummaryNote>Please ask your administrator to change your service&apos;s plan.</SummaryNote>
              )}
            </Card>
          </TabPanel>
        ))}
      </Tabs>
    </Page>
  );
}
