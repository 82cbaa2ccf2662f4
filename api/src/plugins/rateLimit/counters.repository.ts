import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Counts one request against a key, atomically on SQLite and PostgreSQL alike: a new key, or one
 * whose window has ended, starts a window of `windowMs` at one; otherwise the count goes up and
 * the window stays. Answers the count and when the window ends.
 */
export function countHit(db: Kysely<Database>, key: string, now: Date, windowMs: number) {
  const nowIso = now.toISOString();
  return db
    .insertInto('rate_limit_counters')
    .values({ key, hits: 1, resets_at: new Date(now.getTime() + windowMs).toISOString() })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        // ISO 8601 UTC text of one fixed format orders as the times do.
        const ended = eb('rate_limit_counters.resets_at', '<=', nowIso);
        return {
          hits: eb
            .case()
            .when(ended)
            .then(eb.lit(1))
            .else(eb('rate_limit_counters.hits', '+', eb.lit(1)))
            .end(),
          resets_at: eb
            .case()
            .when(ended)
            .then(eb.ref('excluded.resets_at'))
            .else(eb.ref('rate_limit_counters.resets_at'))
            .end(),
        };
      }),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
}

export async function clearCounter(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
}

/** Removes the counters whose window has ended (they would only restart at one). */
export async function deleteEndedCounters(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('resets_at', '<=', now.toISOString()).execute();
}
