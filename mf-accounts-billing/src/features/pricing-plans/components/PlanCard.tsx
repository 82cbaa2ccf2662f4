import { formatAud, PLANS, priceOf, type PlanId, type PlanVariant, type PriceId } from '@qip/shared-contracts';
import { Button, Tab, TabList, TabPanel, Tabs } from '@qip/shared-ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Amount, Grow, Note, PlanCardFrame, PlanName, PlanSummary } from './cardStyles';
import { CheckList } from './CheckList';
import { billingNote, PLAN_FEATURES } from './planFeatures';

const VARIANTS: readonly PlanVariant[] = ['monthly', 'yearly'];
const VARIANT_LABEL: Readonly<Record<PlanVariant, string>> = { monthly: 'Monthly', yearly: 'Yearly' };
const PER: Readonly<Record<PlanVariant, string>> = { monthly: 'per month', yearly: 'per year' };

const PeriodTabs = styled(TabList)`
  margin-bottom: ${({ theme }) => theme.space(4)};
  & > button {
    flex: 1;
  }
`;

const Intro = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

const SUMMARY: Readonly<Record<PlanId, string>> = {
  portal: 'Everything your service needs to build its QIP and SAT online.',
  mentoring: 'The Portal, with expert mentors guiding your service to its rating.',
};

export interface PlanCardProps {
  plan: PlanId;
  /** Administrators and visitors may buy; a member sees the plan only. */
  canBuy: boolean;
  onBuy: (price: PriceId) => void;
  featured?: boolean;
}

/** One plan: its Monthly and Yearly prices on tabs, what it includes, and Buy now. */
export function PlanCard({ plan, canBuy, onBuy, featured = false }: PlanCardProps) {
  const [variant, setVariant] = useState<PlanVariant>('monthly');
  const headingId = useId();
  const { intro, features } = PLAN_FEATURES[plan];
  const name = PLANS[plan].name;
  return (
    <PlanCardFrame aria-labelledby={headingId} $featured={featured}>
      <div>
        <PlanName id={headingId}>{name}</PlanName>
        <PlanSummary>{SUMMARY[plan]}</PlanSummary>
      </div>
      <Tabs value={variant} onValueChange={(value) => setVariant(value === 'yearly' ? 'yearly' : 'monthly')}>
        <PeriodTabs aria-label={`${name} billing period`}>
          {VARIANTS.map((each) => (
            <Tab key={each} value={each}>
              {VARIANT_LABEL[each]}
            </Tab>
          ))}
        </PeriodTabs>
        {VARIANTS.map((each) => (
          <TabPanel key={each} value={each}>
            <Amount>
              <strong>{formatAud(priceOf(plan, each).amountCents)}</strong>
              <span>{PER[each]}, inc. GST</span>
            </Amount>
            <Note>{billingNote(each)}</Note>
          </TabPanel>
        ))}
      </Tabs>
      <Grow>
        {intro && <Intro>{intro}</Intro>}
        <CheckList items={features} />
      </Grow>
      {canBuy && (
        <Button
          size="lg"
          fullWidth
          variant={featured ? 'primary' : 'secondary'}
          aria-label={`Buy now: ${name} ${VARIANT_LABEL[variant]}`}
          onClick={() => onBuy(priceOf(plan, variant).id)}
        >
          Buy now
        </Button>
      )}
    </PlanCardFrame>
  );
}
