import { AttachmentEntitySchema } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { StorageDriver } from '../plugins/storage/types';
import { referencedStorageKeys } from './attachments.repository';

// An upload writes its file, then its row, and removes the file if the row fails; a crash in
// between leaves a file no row points at (or, mid-write, a temporary file). This sweep clears them.

/**
 * How old a file must be before the sweep may remove it: an upload running elsewhere (another
 * instance on the same bucket) has written its file but not yet its row for a moment.
 */
export const ORPHAN_GRACE_MS = 5 * 60 * 1000;

/** Keys asked about in one query. */
const BATCH = 500;

export interface SweepReport {
  /** What interrupted writes left behind (local temporary files). */
  leftovers: string[];
  /** Stored files no attachment row points at. */
  orphans: string[];
}

async function removeUnreferenced(
  deps: { db: Kysely<Database>; storage: StorageDriver },
  keys: string[],
): Promise<string[]> {
  const referenced = await referencedStorageKeys(deps.db, keys);
  const orphans = keys.filter((key) => !referenced.has(key));
  for (const key of orphans) await deps.storage.delete(key);
  return orphans;
}

/**
 * Removes leftovers of interrupted writes and files no attachment row points at, both when
 * older than the grace period. Only the folders of attachment entities are looked at, so a
 * bucket shared with anything else keeps its other objects.
 */
export async function sweepOrphanFiles(
  deps: { db: Kysely<Database>; storage: StorageDriver },
  now: Date,
): Promise<SweepReport> {
  const before = new Date(now.getTime() - ORPHAN_GRACE_MS);
  const leftovers = await deps.storage.removeLeftovers(before);
  const orphans: string[] = [];
  for (const entity of AttachmentEntitySchema.options) {
    let batch: string[] = [];
    for await (const object of deps.storage.list(entity)) {
      if (object.modifiedAt >= before) continue;
      batch.push(object.key);
      if (batch.length === BATCH) {
        orphans.push(...(await removeUnreferenced(deps, batch)));
        batch = [];
      }
    }
    orphans.push(...(await removeUnreferenced(deps, batch)));
  }
  return { leftovers, orphans };
}
