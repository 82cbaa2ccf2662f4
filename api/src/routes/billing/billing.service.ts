import {
  BILLING_CURRENCY,
  BILLING_MESSAGES,
  cancellationTakesEffect,
  PLAN_PRICES,
  priceById,
  type PaymentMethod,
  type PlanPriceDto,
  type PriceId,
  type SubscriptionProduct,
} from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/access';
import type { BillingProvider, ProviderPaymentMethod, ProviderSubscription } from '../../billing/provider';
import { findCenterSubscription, storeSubscription } from '../../billing/subscriptionSync.repository';
import type { AccountRow, Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/httpError';
import { toSubscriptionProduct } from '../../shared/subscriptionProduct';
import {
  accountSubscriptionRows,
  centerSubscriptionRow,
  findAccountOfCustomer,
  setCustomerOnce,
  subscriptionsByProviderId,
} from './billing.repository';
import { requireAccountAdministrator } from './billing.access';

/** What the billing actions work with. */
export interface BillingContext {
  db: Kysely<Database>;
  billing: BillingProvider;
  now: () => Date;
}

export function planPrices(): PlanPriceDto[] {
  return PLAN_PRICES.map((price) => ({
    id: price.id,
    plan: price.plan,
    variant: price.variant,
    name: price.planName,
    product_name: price.productName,
    amount: price.amountCents,
    interval: price.interval,
    currency: BILLING_CURRENCY,
    minimum_commitment_months: price.minimumCommitmentMonths,
  }));
}

export async function accountProducts(db: Kysely<Database>, accountId: string): Promise<SubscriptionProduct[]> {
  return (await accountSubscriptionRows(db, accountId))
    .map(toSubscriptionProduct)
    .filter((product): product is SubscriptionProduct => product !== null);
}

/** The service's subscription row after a change, as the response gives it. */
async function productOf(db: Kysely<Database>, centerId: string): Promise<SubscriptionProduct> {
  const row = await centerSubscriptionRow(db, centerId);
  const product = row ? toSubscriptionProduct(row) : null;
  if (!product) throw notFound(BILLING_MESSAGES.noSubscription);
  return product;
}

async function stored(context: BillingContext, subscription: ProviderSubscription): Promise<void> {
  await storeSubscription(context.db, context.billing.mode, subscription, context.now());
}

function toPaymentMethodDto(method: ProviderPaymentMethod, defaultId: string | null): PaymentMethod {
  return {
    id: method.id,
    card: {
      brand: method.card.brand,
      last4: method.card.last4,
      exp_month: method.card.expMonth,
      exp_year: method.card.expYear,
    },
    is_default: method.id === defaultId,
  };
}

/** The account's provider customer, made (with the administrator's email) the first time it pays. */
async function customerOf(context: BillingContext, account: AccountRow, auth: AuthContext): Promise<string> {
  if (account.stripe_customer_id) return account.stripe_customer_id;
  const made = await context.billing.createCustomer({
    email: auth.user.email,
    name: account.name,
    accountId: account.id,
  });
  return setCustomerOnce(context.db, account.id, made);
}

/**
 * Refuses (404) a card the caller may not use for the account: one of another customer, or a
 * new card another user made. Checked before anything is written.
 */
async function requireUsableCard(
  context: BillingContext,
  account: AccountRow,
  auth: AuthContext,
  paymentMethodId: string,
): Promise<void> {
  const missing = () => notFound('There is no such payment method.');
  const method = await context.billing.retrievePaymentMethod(paymentMethodId);
  if (!method) throw missing();
  const customerId = account.stripe_customer_id;
  if (method.customerId !== null && method.customerId !== customerId) throw missing();
  const testMode = context.billing.testMode;
  if (testMode && !(await testMode.mayAttach(paymentMethodId, auth.user.id, customerId ?? ''))) throw missing();
}

export async function listPaymentMethods(context: BillingContext, account: AccountRow): Promise<PaymentMethod[]> {
  const customerId = account.stripe_customer_id;
  if (!customerId) return [];
  const defaultId = await context.billing.defaultPaymentMethodId(customerId);
  return (await context.billing.listPaymentMethods(customerId)).map((method) => toPaymentMethodDto(method, defaultId));
}

/** Re-reads the account's subscriptions from the provider (after paying its open invoices). */
async function refreshAccountSubscriptions(context: BillingContext, accountId: string): Promise<void> {
  for (const row of await subscriptionsByProviderId(context.db, accountId)) {
    const subscription = await context.billing.retrieveSubscription(row.provider_subscription_id);
    if (subscription) await stored(context, subscription);
  }
}

/**
 * Attaches a card, makes it the default and pays the account's open invoices with it: a service
 * whose payment failed is active again at once.
 */
export async function addPaymentMethod(
  context: BillingContext,
  account: AccountRow,
  auth: AuthContext,
  paymentMethodId: string,
): Promise<{ payment_method: PaymentMethod; paid_invoices: number }> {
  await requireUsableCard(context, account, auth, paymentMethodId);
  const customerId = await customerOf(context, account, auth);
  const method = await context.billing.attachPaymentMethod(customerId, paymentMethodId);
  const paid = await context.billing.payOpenInvoices({ customerId, paymentMethodId: method.id });
  if (paid > 0) await refreshAccountSubscriptions(context, account.id);
  return { payment_method: toPaymentMethodDto(method, method.id), paid_invoices: paid };
}

/** Detaches one of the account's cards; the only card is kept (409). */
export async function detachPaymentMethod(
  context: BillingContext,
  auth: AuthContext,
  paymentMethodId: string,
): Promise<void> {
  const method = await context.billing.retrievePaymentMethod(paymentMethodId);
  const account = method?.customerId ? await findAccountOfCustomer(context.db, method.customerId) : undefined;
  if (!method?.customerId || !account) throw notFound('There is no such payment method.');
  await requireAccountAdministrator(context.db, auth, account.id);
  const cards = await context.billing.listPaymentMethods(method.customerId);
  if (cards.length <= 1) throw conflict(BILLING_MESSAGES.onlyCard);
  await context.billing.detachPaymentMethod(method.customerId, method.id);
}

export async function subscribe(
  context: BillingContext,
  input: {
    auth: AuthContext;
    account: AccountRow;
    centerId: string;
    priceId: PriceId;
    plan: string;
    paymentMethodId: string | undefined;
    idempotencyKey: string | null;
  },
): Promise<SubscriptionProduct> {
  const { auth, account } = input;
  const price = priceById(input.priceId);
  if (!price || price.plan !== input.plan) {
    throw badRequest('body.plan: The plan does not match the price.', [
      { field: 'body.plan', message: 'The plan does not match the price.' },
    ]);
  }
  const existing = await findCenterSubscription(context.db, input.centerId);
  if (existing && existing.status !== 'canceled') throw conflict(BILLING_MESSAGES.alreadySubscribed);
  if (input.paymentMethodId) await requireUsableCard(context, account, auth, input.paymentMethodId);

  const customerId = await customerOf(context, account, auth);
  const cardId = input.paymentMethodId
    ? (await context.billing.attachPaymentMethod(customerId, input.paymentMethodId)).id
    : await context.billing.defaultPaymentMethodId(customerId);
  if (!cardId) {
    throw badRequest(`body.payment_method_id: ${BILLING_MESSAGES.noCard}`, [
      { field: 'body.payment_method_id', message: BILLING_MESSAGES.noCard },
    ]);
  }
  const subscription = await context.billing.createSubscription({
    customerId,
    priceId: price.id,
    centerId: input.centerId,
    paymentMethodId: cardId,
    idempotencyKey: input.idempotencyKey,
  });
  await stored(context, subscription);
  return productOf(context.db, input.centerId);
}

/** The service's live subscription, or a 409 saying why there is none to change. */
async function liveSubscription(db: Kysely<Database>, centerId: string) {
  const row = await findCenterSubscription(db, centerId);
  if (!row) throw conflict(BILLING_MESSAGES.noSubscription);
  if (row.status === 'canceled') throw conflict(BILLING_MESSAGES.subscriptionEnded);
  return row;
}

export async function changePlan(
  context: BillingContext,
  input: { centerId: string; priceId: PriceId; idempotencyKey: string | null },
): Promise<SubscriptionProduct> {
  const row = await liveSubscription(context.db, input.centerId);
  const to = priceById(input.priceId);
  if (!to || row.price_id === to.id) throw conflict(BILLING_MESSAGES.samePlan);
  if (row.interval !== to.interval) {
    throw badRequest(`body.price: ${BILLING_MESSAGES.sameInterval}`, [
      { field: 'body.price', message: BILLING_MESSAGES.sameInterval },
    ]);
  }
  const subscription = await context.billing.changePrice({
    subscriptionId: row.provider_subscription_id,
    priceId: to.id,
    idempotencyKey: input.idempotencyKey,
  });
  await stored(context, subscription);
  return productOf(context.db, input.centerId);
}

/**
 * Cancels at the end of the period, or at the end of a monthly plan's 6-month minimum when that
 * is later. Cancelling again changes nothing.
 */
export async function cancel(
  context: BillingContext,
  input: { centerId: string; idempotencyKey: string | null },
): Promise<{ subscription: SubscriptionProduct; ends_at: number }> {
  const row = await liveSubscription(context.db, input.centerId);
  if (!row.cancel_at) {
    const price = row.price_id ? priceById(row.price_id) : undefined;
    const periodEnd = new Date(row.current_period_end);
    const at = price
      ? cancellationTakesEffect(price, {
          startedAt: new Date(row.started_at ?? row.created_at),
          currentPeriodEnd: periodEnd,
        })
      : periodEnd;
    const subscription = await context.billing.cancelAt({
      subscriptionId: row.provider_subscription_id,
      at,
      idempotencyKey: input.idempotencyKey,
    });
    await stored(context, subscription);
  }
  const product = await productOf(context.db, input.centerId);
  return { subscription: product, ends_at: product.subscription.cancel_at ?? product.subscription.current_period_end };
}

/** Undoes a pending cancellation; a subscription that is not cancelling stays as it is. */
export async function reactivate(
  context: BillingContext,
  input: { centerId: string; idempotencyKey: string | null },
): Promise<SubscriptionProduct> {
  const row = await liveSubscription(context.db, input.centerId);
  if (row.cancel_at) {
    const subscription = await context.billing.reactivate({
      subscriptionId: row.provider_subscription_id,
      idempotencyKey: input.idempotencyKey,
    });
    await stored(context, subscription);
  }
  return productOf(context.db, input.centerId);
}
