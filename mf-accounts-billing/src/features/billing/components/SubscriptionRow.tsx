import {
  formatPlanCost,
  formatUnixDate,
  PATHS,
  subscriptionRowView,
  type SubscriptionProduct,
} from '@qip/shared-contracts';
import { useNavigate } from 'react-router-dom';
import { BillingButton } from '../../common';
import { RowActions, StatusDate, StatusLabel } from './StatusText';

const ACTION_LABELS = { review: 'Review payment details', upgrade: 'Upgrade', downgrade: 'Downgrade' } as const;

/** One service's subscription, following the spec's 'Subscription row display'. */
export function SubscriptionRow({
  product,
  now,
  comingSoon,
  onReactivate,
}: {
  product: SubscriptionProduct;
  now: Date;
  comingSoon: boolean;
  onReactivate: (product: SubscriptionProduct) => void;
}) {
  const navigate = useNavigate();
  const view = subscriptionRowView(product, now);
  const { plan, cancel_at: cancelAt } = product.subscription;
  const state = { product };
  const actionTarget = {
    review: () => navigate(PATHS.billing(1)),
    upgrade: () => navigate(PATHS.upgradeSubscription, { state }),
    downgrade: () => navigate(PATHS.downgradeSubscription, { state }),
  } as const;
  const name = product.center_name;

  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{product.product}</td>
      <td>{formatPlanCost(plan.amount, plan.interval)}</td>
      <td>
        <StatusLabel $state={view.state}>{view.label}</StatusLabel>
        <StatusDate>
          {formatUnixDate(view.date)}
          {view.cancelling && cancelAt !== null && <> · active until {formatUnixDate(cancelAt)}</>}
        </StatusDate>
      </td>
      <td>
        <RowActions>
          {view.action && (
            <BillingButton
              size="sm"
              variant={view.action === 'review' ? 'danger' : 'primary'}
              comingSoon={comingSoon && view.action !== 'review'}
              aria-label={`${ACTION_LABELS[view.action]}: ${name}`}
              onClick={actionTarget[view.action]}
            >
              {ACTION_LABELS[view.action]}
            </BillingButton>
          )}
          {view.cancelling ? (
            <BillingButton
              size="sm"
              variant="secondary"
              comingSoon={comingSoon}
              aria-label={`Reactivate: ${name}`}
              onClick={() => onReactivate(product)}
            >
              Reactivate
            </BillingButton>
          ) : (
            <BillingButton
              size="sm"
              variant="secondary"
              comingSoon={comingSoon}
              aria-label={`Edit: ${name}`}
              onClick={() => navigate(PATHS.editSubscription, { state })}
            >
              Edit
            </BillingButton>
          )}
        </RowActions>
      </td>
    </tr>
  );
}
