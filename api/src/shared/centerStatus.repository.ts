import type { Kysely } from 'kysely';
import { CLOCK_ID } from '../billing/local/local.repository';
import { compiledQuery, firstRow } from '../db/compiledQuery';
import type { Database } from '../db/schema';

const STATUS_COLUMNS = [
  'centers.has_qip',
  'centers.trial_ends_at',
  'subscriptions.status',
  'subscriptions.current_period_start',
  'subscriptions.current_period_end',
] as const;

/** What a centre's status is computed from: its trial and its subscription row (null columns when none). */
export function findStatusFacts(db: Kysely<Database>, centerId: string) {
  return db
    .selectFrom('centers')
    .leftJoin('subscriptions', 'subscriptions.center_id', 'centers.id')
    .select(STATUS_COLUMNS)
    .where('centers.id', '=', centerId)
    .executeTakeFirstOrThrow();
}
export type StatusFacts = Awaited<ReturnType<typeof findStatusFacts>>;

/**
 * What every write to a centre's QIP checks, in one statement (each short statement took
 * SQLite's read locks anew): the caller's role in the centre, the centre's status facts and the
 * local test clock's offset. Undefined when there is no such centre.
 */
const writeFacts = compiledQuery((db: Kysely<Database>, userId: string, centerId: string) =>
  db
    .selectFrom('centers')
    .leftJoin('subscriptions', 'subscriptions.center_id', 'centers.id')
    .select(STATUS_COLUMNS)
    .select((eb) => [
      eb
        .selectFrom('center_users')
        .select('role')
        .where('user_id', '=', userId)
        .where('center_id', '=', centerId)
        .as('role'),
      eb.selectFrom('local_billing_clock').select('offset_seconds').where('id', '=', CLOCK_ID).as('clock_offset'),
    ])
    .where('centers.id', '=', centerId),
);

export function findWriteFacts(db: Kysely<Database>, userId: string, centerId: string) {
  return firstRow(writeFacts(db, userId, centerId));
}
