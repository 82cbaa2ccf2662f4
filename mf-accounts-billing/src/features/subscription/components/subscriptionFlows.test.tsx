import { endpoints, PATHS, type SubscriptionProduct } from '@qip/shared-contracts';
import { httpError, renderWithPlatform, stubEndpoint } from '@qip/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DAY, subscriptionProduct, ddmmyyyy, nowSeconds } from '../../../testing/billing';
import { CancelFlow } from './CancelFlow';
import { PlanChangePage } from './PlanChangePage';
import { ReactivateFlow } from './ReactivateFlow';

const paddington = subscriptionProduct();
const newtown = subscriptionProduct({ center_id: 'center-newtown', center_name: 'Sunshine Newtown' });

describe('the cancel flow', () => {
  function renderCancel(endsAt: number, onClose = jest.fn()) {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const rendered = renderWithPlatform(
      <CancelFlow userId="user-director" products={[paddington, newtown]} onClose={onClose} />,
      {
        api: [
          stubEndpoint(endpoints.billing.cancel, async ({ body }) => {
            await gate;
            const product = body.center_id === newtown.center_id ? newtown : paddington;
            return {
              subscription: { ...product, subscription: { ...product.subscription, cancel_at: endsAt } },
              ends_at: endsAt,
            };
          }),
        ],
      },
    );
    return { ...rendered, release, onClose };
  }

  it('picks the service, asks Yes or No (not answered by Escape), cancels, and says until when the service stays active', async () => {
    const { platform, release, onClose } = renderCancel(paddington.subscription.current_period_end);
    const picker = screen.getByRole('dialog', { name: 'Cancel subscription' });
    expect(within(picker).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(within(picker).getByRole('radio', { name: /Sunshine Newtown/ }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Continue' }));

    const confirm = screen.getByRole('alertdialog', { name: 'Cancel subscription' });
    expect(confirm).toHaveTextContent('Are you sure you want to cancel the subscription of Sunshine Newtown?');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Cancel subscription' })).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('dialog', { name: 'Cancelling your subscription...' })).toBeInTheDocument();
    release();
    const notice = await screen.findByRole('dialog', { name: 'Your subscription has been cancelled' });
    expect(notice).toHaveTextContent(
      `Sunshine Newtown stays active until ${ddmmyyyy(paddington.subscription.current_period_end)}, the end of its billing period.`,
    );
    expect(platform.api.callsTo(endpoints.billing.cancel)).toEqual([
      { body: { user_id: 'user-director', center_id: 'center-newtown' } },
    ]);
    expect(platform.published).toContainEqual({ type: 'account.changed', payload: { centerId: 'center-newtown' } });

    await userEvent.click(within(notice).getByRole('button', { name: 'Go Back' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('says when the 6-month minimum keeps the service active longer, and offers the reports', async () => {
    const commitmentEnd = paddington.subscription.current_period_end + 120 * DAY;
    const { platform, release } = renderCancel(commitmentEnd);
    await userEvent.click(screen.getByRole('radio', { name: /Sunshine Paddington/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    release();
    const notice = await screen.findByRole('dialog', { name: 'Your subscription has been cancelled' });
    expect(notice).toHaveTextContent(
      `until ${ddmmyyyy(commitmentEnd)}: monthly plans have a minimum 6 month commitment`,
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Get Reports' }));
    expect(platform.published).toContainEqual({ type: 'navigate', payload: { to: PATHS.reports } });
  });

  it("shows the API's message when the cancellation is refused", async () => {
    const onClose = jest.fn();
    renderWithPlatform(<CancelFlow userId="user-director" products={[paddington]} onClose={onClose} />, {
      api: [
        stubEndpoint(endpoints.billing.cancel, () => {
          throw httpError(409, {
            statusCode: 409,
            error: 'Conflict',
            message: 'This subscription has ended. Please subscribe again.',
          });
        }),
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alertdialog', { name: 'Cancel subscription' })).toHaveTextContent(
      'This subscription has ended. Please subscribe again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onClose).toHaveBeenCalledWith(false);
  });
});

describe('the reactivate flow', () => {
  it("confirms, reactivates and says 'Your subscription has been reactivated!'", async () => {
    const onClose = jest.fn();
    const cancelling = subscriptionProduct({ canceled_at: nowSeconds() - DAY, cancel_at: nowSeconds() + 30 * DAY });
    const { platform } = renderWithPlatform(
      <ReactivateFlow userId="user-director" product={cancelling} onClose={onClose} />,
      {
        api: [stubEndpoint(endpoints.billing.reactivate, () => ({ subscription: paddington }))],
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    const done = await screen.findByRole('dialog', { name: 'Your subscription has been reactivated!' });
    expect(platform.api.callsTo(endpoints.billing.reactivate)).toEqual([
      { body: { user_id: 'user-director', center_id: 'center-paddington' } },
    ]);
    await userEvent.click(within(done).getByRole('button', { name: 'Ok' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });
});

describe('the plan change pages', () => {
  /** Opens the page as a subscription row does: with the subscription in the route state. */
  function renderPlanChange(direction: 'upgrade' | 'downgrade', product: SubscriptionProduct) {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const path = direction === 'upgrade' ? PATHS.upgradeSubscription : PATHS.downgradeSubscription;
    const rendered = renderWithPlatform(
      <Routes>
        <Route path="/" element={<Navigate to={path} state={{ product }} />} />
        <Route path={path} element={<PlanChangePage direction={direction} />} />
        <Route path={PATHS.billing(2)} element={<p>Back on the subscription details</p>} />
      </Routes>,
      {
        api: [
          stubEndpoint(endpoints.billing.changePlan, async () => {
            await gate;
            return { subscription: product };
          }),
        ],
      },
    );
    return { ...rendered, release };
  }

  it('upgrades a yearly Portal plan to Portal + Mentoring at $1,997/year, with Please wait... then thanks', async () => {
    const yearly = subscriptionProduct({ price_id: 'portal_yearly', plan: { amount: 99700, interval: 'year' } });
    const { platform, release } = renderPlanChange('upgrade', yearly);
    expect(await screen.findByText('$1,997/year')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Portal + Mentoring' }));
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    release();
    const done = await screen.findByRole('dialog', { name: 'Thank you for upgrading!' });
    expect(done).toHaveTextContent('The updated payment will show on your next payment.');
    expect(platform.api.callsTo(endpoints.billing.changePlan)).toEqual([
      { body: { user_id: 'user-director', center_id: 'center-paddington', price: 'mentoring_yearly' } },
    ]);
    expect(platform.published).toContainEqual({ type: 'account.changed', payload: { centerId: 'center-paddington' } });
    await userEvent.click(within(done).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Back on the subscription details')).toBeInTheDocument();
  });

  it('downgrades Portal + Mentoring monthly to the Portal at $97/month and says what access is lost', async () => {
    const mentoring = subscriptionProduct({
      product: 'QIP Portal + Mentoring',
      price_id: 'mentoring_monthly',
      plan: { amount: 19700, interval: 'month' },
    });
    const { platform, release } = renderPlanChange('downgrade', mentoring);
    expect(await screen.findByText('$97/month')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Downgrade to the Portal' }));
    release();
    const done = await screen.findByRole('dialog', { name: 'Your subscription has been downgraded' });
    expect(done).toHaveTextContent('you no longer have access to mentoring and NQA feedback');
    expect(done).toHaveTextContent('The updated payment will show on your next payment.');
    expect(platform.api.callsTo(endpoints.billing.changePlan)[0]?.body.price).toBe('portal_monthly');
  });
});
