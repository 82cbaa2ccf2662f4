import type { Kysely } from 'kysely';
import type { Database, LaunchLinksTable } from '../../db/schema';

/** How many links were ever minted for a user (the next link's counter follows it). */
export async function countLinksOf(db: Kysely<Database>, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('launch_links')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function deleteLinksExpiredBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('launch_links').where('expires_at', '<', before).execute();
}

export async function insertLink(db: Kysely<Database>, link: LaunchLinksTable): Promise<void> {
  await db.insertInto('launch_links').values(link).execute();
}

export function findLinkByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return db.selectFrom('launch_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Marks a link used, if nobody has yet: of two requests racing with the same link, only one
 * updates the row. True for the one that did.
 */
export async function markLinkUsed(db: Kysely<Database>, linkId: string, usedAt: string): Promise<boolean> {
  const used = await db
    .updateTable('launch_links')
    .set({ used_at: usedAt })
    .where('id', '=', linkId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
