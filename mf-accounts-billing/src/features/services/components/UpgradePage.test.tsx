import { PATHS } from '@qip/shared-contracts';
import { demoAuthenticatedState, demoUser, renderWithPlatform } from '@qip/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpgradePage } from './UpgradePage';

describe('the upgrade page', () => {
  it("shows QIP Plus's prices and features, and QIP's on its tab", async () => {
    renderWithPlatform(<UpgradePage />);
    expect(screen.getByRole('tab', { name: 'QIP Plus' })).toHaveAttribute('aria-selected', 'true');
    const plus = screen.getByRole('tabpanel');
    expect(plus).toHaveTextContent('$197 a month inc. GST');
    expect(plus).toHaveTextContent('$1,997 a year inc. GST');
    expect(plus).toHaveTextContent('Termly mentoring sessions');

    await userEvent.click(screen.getByRole('tab', { name: 'QIP' }));
    const qip = screen.getByRole('tabpanel');
    expect(qip).toHaveTextContent('$97 a month inc. GST');
    expect(qip).toHaveTextContent('$997 a year inc. GST');
    expect(qip).toHaveTextContent('minimum 6 month commitment');
    expect(qip).not.toHaveTextContent('Termly mentoring sessions');
  });

  it('sends administrators on to change a plan through the billing pages', () => {
    renderWithPlatform(<UpgradePage />);
    expect(screen.getByRole('link', { name: "Change a service's plan" })).toHaveAttribute('href', PATHS.billing(2));
    expect(screen.getByRole('link', { name: 'See pricing plans' })).toHaveAttribute('href', PATHS.pricingPlans);
  });

  it('asks members to ask their administrator', () => {
    renderWithPlatform(<UpgradePage />, {
      state: demoAuthenticatedState({ user: { ...demoUser, role: 'member', userType: 'USER' } }),
    });
    expect(screen.queryByRole('link', { name: "Change a service's plan" })).not.toBeInTheDocument();
    expect(screen.getByText("Please ask your administrator to change your service's plan.")).toBeInTheDocument();
  });
});
