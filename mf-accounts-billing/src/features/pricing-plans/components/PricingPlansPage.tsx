import { PATHS, type PriceId } from '@qip/shared-contracts';
import { Page, usePortalNavigate, useAuthenticatedState } from '@qip/shared-ui';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useChosenPlan } from '../hooks/useChosenPlan';
import { FreeTrialCard } from './FreeTrialCard';
import { PlanCard } from './PlanCard';

/** The route state other pages may send (spec: from, forAdditionalService, paymentMethods). */
function isForAdditionalService(routeState: unknown): boolean {
  return (
    typeof routeState === 'object' &&
    routeState !== null &&
    'forAdditionalService' in routeState &&
    routeState.forAdditionalService === true
  );
}

const Hero = styled.header`
  text-align: center;
  max-width: 720px;
  margin: ${({ theme }) => theme.space(4)} auto ${({ theme }) => theme.space(10)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  p {
    color: ${({ theme }) => theme.colours.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
  }
`;

const Cards = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  max-width: ${({ $count }) => ($count === 3 ? 1120 : 800)}px;
  margin: 0 auto;
  align-items: stretch;
  @media (max-width: ${({ theme }) => theme.breakpoints.desktop - 1}px) {
    grid-template-columns: minmax(0, 480px);
    justify-content: center;
  }
`;

const Footer = styled.footer`
  text-align: center;
  margin-top: ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.colours.textMuted};
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
  }
`;

const MemberNote = styled.p`
  max-width: 640px;
  margin: 0 auto ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.infoSoft};
  text-align: center;
`;

/**
 * The pricing plans (spec 'Pricing plans'): the free-trial card for visitors, the Portal and
 * Portal + Mentoring cards, and Buy now for visitors and administrators. Buy now keeps the
 * choice and goes on to add a service, to payment (signed in) or to sign-up (signed out).
 */
export function PricingPlansPage() {
  const state = useAuthenticatedState();
  const { go } = usePortalNavigate();
  const { choose } = useChosenPlan();
  const location = useLocation();
  const forAdditionalService = isForAdditionalService(location.state);
  const signedIn = state !== null;
  const canBuy = !signedIn || state.user.role === 'admin';

  const buy = (price: PriceId) => {
    choose(price);
    go(forAdditionalService ? PATHS.addNewService : signedIn ? PATHS.payment : PATHS.signup);
  };

  return (
    <Page>
      <Hero>
        <h1>{signedIn ? 'Signup to a plan' : 'Choose the plan for your service'}</h1>
        <p>
          Build your Quality Improvement Plan and Self-Assessment against the National Quality Standard, together with
          your whole team.
        </p>
      </Hero>
      {!canBuy && (
        <MemberNote role="note">Only your service&apos;s administrator can buy a plan for your service.</MemberNote>
      )}
      <Cards $count={signedIn ? 2 : 3}>
        {!signedIn && <FreeTrialCard onStart={() => go(PATHS.freeTrial)} />}
        <PlanCard plan="portal" canBuy={canBuy} onBuy={buy} />
        <PlanCard plan="mentoring" canBuy={canBuy} onBuy={buy} featured />
      </Cards>
      <Footer>
        <p>Minimum 6 month commitment.</p>
        <p>All prices in Australian Dollars, and include GST.</p>
      </Footer>
    </Page>
  );
}
