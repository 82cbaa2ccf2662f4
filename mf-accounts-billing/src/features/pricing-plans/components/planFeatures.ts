import type { PlanId } from '@qip/shared-contracts';

/** What each plan gives (accounts-billing spec section 1, 'Plan features'). */
export const PLAN_FEATURES: Readonly<Record<PlanId, { intro: string | null; features: readonly string[] }>> = {
  portal: {
    intro: null,
    features: [
      'Create and save QIP/SATs online',
      'Fast reports',
      'Team goals',
      'Exclusive resources',
      'Assessment and rating preview',
      'Monthly resources',
      'Monthly expert webinars',
      'Email and phone support',
    ],
  },
  mentoring: {
    intro: 'Everything in the Portal, plus:',
    features: [
      'Feedback requests to assessors',
      'Mentor guidance',
      'Termly mentoring sessions',
      'Monthly bespoke service resources',
    ],
  },
};

/** One line of what a price means, under the amount. */
export function billingNote(variant: 'monthly' | 'yearly'): string {
  return variant === 'monthly' ? 'Billed monthly. Minimum 6 month commitment.' : 'Billed once a year.';
}
