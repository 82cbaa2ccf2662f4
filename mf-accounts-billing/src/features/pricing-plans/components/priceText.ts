import { formatAud, type PlanPrice } from '@qip/shared-contracts';

const PERIOD = { month: 'a month', year: 'a year' } as const;
const VARIANT_NAME = { monthly: 'Monthly', yearly: 'Yearly' } as const;

/** 'Portal – Monthly': the plan and its period, as sign-up and payment name the choice. */
export function planTitle(price: PlanPrice): string {
  return `${price.planName} – ${VARIANT_NAME[price.variant]}`;
}

/** '$97 a month inc. GST': the amount and how often it is charged. */
export function priceText(price: PlanPrice): string {
  return `${formatAud(price.amountCents)} ${PERIOD[price.interval]} inc. GST`;
}
