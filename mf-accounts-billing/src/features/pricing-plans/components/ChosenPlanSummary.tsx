import type { PlanPrice } from '@qip/shared-contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { planTitle, priceText } from './priceText';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.primarySoft};
  border: 1px solid ${({ theme }) => theme.colours.border};
  p {
    margin: 0;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** The plan being bought and its price, with a way back to choose another. */
export function ChosenPlanSummary({ plan, action }: { plan: PlanPrice; action?: ReactNode }) {
  return (
    <Box role="group" aria-label="Your plan">
      <p>
        <strong>{planTitle(plan)}</strong>
        {priceText(plan)}
      </p>
      {action}
    </Box>
  );
}
