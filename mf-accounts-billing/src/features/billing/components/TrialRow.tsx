import { formatInstantDate, PATHS, trialEndDate } from '@qip/shared-contracts';
import { Button } from '@qip/shared-ui';
import { useNavigate } from 'react-router-dom';
import { StatusDate } from './StatusText';

/** A trial account's one row: Trial, '30 Day Free Trial', the trial's last day, and Purchase. */
export function TrialRow({ serviceName, daysLeft, now }: { serviceName: string; daysLeft: number; now: Date }) {
  const navigate = useNavigate();
  return (
    <tr>
      <th scope="row">{serviceName}</th>
      <td>Trial</td>
      <td>30 Day Free Trial</td>
      <td>
        {daysLeft > 0 ? 'Trial ends' : 'Trial ended'}
        <StatusDate>{formatInstantDate(trialEndDate(now, daysLeft).toISOString())}</StatusDate>
      </td>
      <td>
        <Button size="sm" onClick={() => navigate(PATHS.pricingPlans, { state: { from: 'subDetails' } })}>
          Purchase
        </Button>
      </td>
    </tr>
  );
}
