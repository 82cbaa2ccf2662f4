import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A user's QIP centres, each with the user's role and its subscription row (null columns when none). */
export function userCentersWithSubscription(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('center_users')
    .innerJoin('centers', 'centers.id', 'center_users.center_id')
    .leftJoin('subscriptions', 'subscriptions.center_id', 'centers.id')
    .select([
      'centers.id',
      'centers.name',
      'centers.service_cat_id',
      'centers.has_qip',
      'centers.trial_ends_at',
      'center_users.role',
      'subscriptions.provider_subscription_id as subscription_id',
      'subscriptions.status',
      'subscriptions.product_name',
      'subscriptions.amount_cents',
      'subscriptions.interval',
      'subscriptions.current_period_start',
      'subscriptions.current_period_end',
      'subscriptions.canceled_at',
      'subscriptions.cancel_at',
      'subscriptions.price_id',
      'subscriptions.started_at',
    ])
    .where('center_users.user_id', '=', userId)
    .where('centers.has_qip', '=', 1)
    .execute();
}

export type UserCenterRow = Awaited<ReturnType<typeof userCentersWithSubscription>>[number];
