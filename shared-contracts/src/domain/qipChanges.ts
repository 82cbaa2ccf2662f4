import { PATHS } from '../routes/paths';
import type { ServiceStatusResult } from './serviceStatus';

// May a service's QIP (answers, notes, goals, laws and regulations, service details, files) be
// changed? The same rule as the guards of both specs (section 2), so the API refuses exactly the
// writes of the pages the shell would not show.

export interface QipChangeRefusal {
  /** 'payment-failed': the payment-failed redirect flag; 'ended': no days left. */
  reason: 'payment-failed' | 'ended';
  /** Plain words: why, and where to go. */
  message: string;
  /** The page that lifts the block. */
  redirect: string;
}

export const QIP_CHANGE_REFUSALS: Readonly<Record<QipChangeRefusal['reason'], QipChangeRefusal>> = {
  'payment-failed': {
    reason: 'payment-failed',
    message: `The payment for this service failed. Please update the payment method (${PATHS.updatePaymentMethod}) to continue.`,
    redirect: PATHS.updatePaymentMethod,
  },
  ended: {
    reason: 'ended',
    message: `The free trial or subscription of this service has ended. Please choose a plan (${PATHS.pricingPlans}) to continue.`,
    redirect: PATHS.pricingPlans,
  },
};

/**
 * Why the service's QIP may not be changed, or null when it may: a failed payment (the
 * payment-failed redirect flag) first, then a trial or subscription with no days left.
 * Reading, and reading and downloading reports, stay open either way.
 */
export function qipChangeRefusal(
  status: Pick<ServiceStatusResult, 'redirectPaymentFailed' | 'diffTime'>,
): QipChangeRefusal | null {
  if (status.redirectPaymentFailed) return QIP_CHANGE_REFUSALS['payment-failed'];
  if (status.diffTime <= 0) return QIP_CHANGE_REFUSALS.ended;
  return null;
}
