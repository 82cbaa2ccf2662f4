import { Button, usePlatform } from '@qip/shared-ui';
import styled from 'styled-components';

const Done = styled.div`
  text-align: center;
  h1 {
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
  p {
    color: ${({ theme }) => theme.colours.textMuted};
    max-width: 52ch;
    margin: 0 auto ${({ theme }) => theme.space(6)};
  }
`;

const Tick = styled.div`
  width: 56px;
  height: 56px;
  margin: 0 auto ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.successSoft};
  color: ${({ theme }) => theme.colours.success};
  display: flex;
  align-items: center;
  justify-content: center;
`;

/** The payment went through: say so, and ask for a new login so the portal loads the plan. */
export function PaymentMade({ plan }: { plan: string }) {
  const { bus } = usePlatform();
  return (
    <Done role="status">
      <Tick aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 20 20" focusable="false">
          <path d="M4.5 10.5l3.5 3.5 7-8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </Tick>
      <h1 id="payment-title">Payment made. Thank you!</h1>
      <p>Your {plan} plan is active. Please log out and log in again so the portal loads your plan on every page.</p>
      <Button size="lg" onClick={() => bus.publish('session.end', {})}>
        Log out
      </Button>
    </Done>
  );
}
