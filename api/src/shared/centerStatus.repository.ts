import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What a centre's status is computed from: its trial and its subscription row (null columns when none). */
export function findStatusFacts(db: Kysely<Database>, centerId: string) {
  return db
    .selectFrom('centers')
    .leftJoin('subscriptions', 'subscriptions.center_id', 'centers.id')
    .select([
      'centers.has_qip',
      'centers.trial_ends_at',
      'subscriptions.status',
      'subscriptions.current_period_start',
      'subscriptions.current_period_end',
    ])
    .where('centers.id', '=', centerId)
    .executeTakeFirstOrThrow();
}
