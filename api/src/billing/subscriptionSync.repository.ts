import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../lib/ids';
import { isoNow } from '../lib/time';
import type { ProviderSubscription } from './provider';

/**
 * Stores the provider's subscription as its service's subscription row: the row the service's
 * status is computed from (computeServiceStatus), so the switcher, the guards and the server's
 * checks follow the provider. One row per service: a new subscription replaces an ended one,
 * and an event about an older, ended subscription never overwrites a live one.
 */
export async function storeSubscription(
  db: Kysely<Database>,
  provider: 'stripe' | 'local',
  sub: ProviderSubscription,
  now: Date,
): Promise<void> {
  const centerId = sub.centerId;
  if (!centerId) return;
  const center = await db.selectFrom('centers').select('id').where('id', '=', centerId).executeTakeFirst();
  if (!center) return;
  const existing = await db
    .selectFrom('subscriptions')
    .select(['id', 'provider_subscription_id', 'status'])
    .where('center_id', '=', centerId)
    .executeTakeFirst();
  if (existing && existing.provider_subscription_id !== sub.id && existing.status !== 'canceled') {
    if (sub.status === 'canceled') return;
  }
  const values = {
    provider,
    provider_subscription_id: sub.id,
    product_name: sub.productName,
    status: sub.status,
    amount_cents: sub.amountCents,
    interval: sub.interval,
    current_period_start: isoNow(sub.currentPeriodStart),
    current_period_end: isoNow(sub.currentPeriodEnd),
    canceled_at: sub.canceledAt ? isoNow(sub.canceledAt) : null,
    cancel_at: sub.cancelAt ? isoNow(sub.cancelAt) : null,
    price_id: sub.priceId,
    started_at: isoNow(sub.startedAt),
    updated_at: isoNow(now),
  };
  if (existing) {
    await db.updateTable('subscriptions').set(values).where('id', '=', existing.id).execute();
  } else {
    await db
      .insertInto('subscriptions')
      .values({ id: newId(), center_id: centerId, created_at: isoNow(now), ...values })
      .execute();
  }
}

/** The service's subscription row (its provider's id and plan), or undefined without one. */
export function findCenterSubscription(db: Kysely<Database>, centerId: string) {
  return db.selectFrom('subscriptions').selectAll().where('center_id', '=', centerId).executeTakeFirst();
}

/** Records the event; false when it was already recorded (applied before). */
export async function recordEvent(
  db: Kysely<Database>,
  event: { id: string; type: string; provider: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('billing_events')
    .values({ id: event.id, provider: event.provider, type: event.type, received_at: isoNow(now) })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function forgetEvent(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('billing_events').where('id', '=', id).execute();
}
