import { demoAuthenticatedState, demoUser, renderWithPlatform } from '@qip/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from 'react-router-dom';
import { readChosenPlan } from '../hooks/useChosenPlan';
import { PricingPlansPage } from './PricingPlansPage';

beforeEach(() => window.sessionStorage.clear());

const card = (name: string) => screen.getByRole('region', { name });

describe('the pricing plans', () => {
  it('offers a visitor the free trial and both plans, with the footer notes', async () => {
    const { platform } = renderWithPlatform(<PricingPlansPage />, { state: { status: 'anonymous' } });
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Signup to a plan');
    expect(screen.getByText('Minimum 6 month commitment.')).toBeInTheDocument();
    expect(screen.getByText('All prices in Australian Dollars, and include GST.')).toBeInTheDocument();

    await userEvent.click(within(card('Free trial')).getByRole('button', { name: 'Start trial' }));
    expect(platform.published).toContainEqual({ type: 'navigate', payload: { to: '/qip/auth/free-trial' } });
  });

  it('shows each plan’s monthly and yearly price on tabs, and Buy now keeps the period chosen', async () => {
    const { platform } = renderWithPlatform(<PricingPlansPage />, { state: { status: 'anonymous' } });
    const portal = within(card('Portal'));
    expect(portal.getByRole('tab', { name: 'Monthly', selected: true })).toBeInTheDocument();
    expect(portal.getByRole('tabpanel')).toHaveTextContent('$97');
    expect(portal.getByText('Create and save QIP/SATs online')).toBeInTheDocument();

    const mentoring = within(card('Portal + Mentoring'));
    await userEvent.click(mentoring.getByRole('tab', { name: 'Yearly' }));
    expect(mentoring.getByRole('tabpanel')).toHaveTextContent('$1,997');
    expect(mentoring.getByText('Termly mentoring sessions')).toBeInTheDocument();
    await userEvent.click(mentoring.getByRole('button', { name: /^Buy now/ }));

    expect(readChosenPlan()?.id).toBe('mentoring_yearly');
    expect(platform.published).toContainEqual({ type: 'navigate', payload: { to: '/qip/auth/signup' } });
  });

  it('sends a signed-in administrator to payment, without the trial card, under ‘Signup to a plan’', async () => {
    const { platform } = renderWithPlatform(<PricingPlansPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Signup to a plan' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Free trial' })).not.toBeInTheDocument();
    await userEvent.click(within(card('Portal')).getByRole('button', { name: /^Buy now/ }));
    expect(readChosenPlan()?.id).toBe('portal_monthly');
    expect(platform.published).toContainEqual({ type: 'navigate', payload: { to: '/qip/payment' } });
  });

  it('goes on to add the new service when it was opened for an additional service', async () => {
    const { platform } = renderWithPlatform(
      <Routes>
        <Route path="/" element={<Navigate to="/qip/pricing-plans" state={{ forAdditionalService: true }} />} />
        <Route path="/qip/pricing-plans" element={<PricingPlansPage />} />
      </Routes>,
    );
    await userEvent.click(within(card('Portal')).getByRole('button', { name: /^Buy now/ }));
    expect(platform.published).toContainEqual({ type: 'navigate', payload: { to: '/qip/add-new-service' } });
  });

  it('shows a member the plans without Buy now', () => {
    renderWithPlatform(<PricingPlansPage />, {
      state: demoAuthenticatedState({ user: { ...demoUser, role: 'member', userType: 'USER' } }),
    });
    expect(within(card('Portal')).getByRole('tabpanel')).toHaveTextContent('$97');
    expect(screen.queryByRole('button', { name: /^Buy now/ })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent("Only your service's administrator can buy a plan");
  });
});
