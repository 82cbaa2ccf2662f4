import type { Kysely } from 'kysely';
import type { NqsRevisionSeed } from './nqs2026';

// FROZEN with migration 0102, as released: never edit this file. A correction is a new migration
// with its own snapshot under data/, so it reaches existing databases too; editing this would
// only change new ones (frozenSnapshots.test.ts checks every file here against its hash).

/** The tables as migrations 0002 and 0102 leave them (the live schema may change later; this may not). */
export interface NqsRevisionTables {
  nqs_versions: {
    id: string;
    name: string;
    effective_from: string;
    is_current: number;
    created_at: string;
    base_version_id: string | null;
  };
  nqs_revision_changes: {
    version_id: string;
    category_id: string;
    title: string | null;
    summary: string;
  };
}

/** Adds a revision of an NQS version, made current, with what it changes per element. */
export async function loadNqsRevision(db: Kysely<NqsRevisionTables>, revision: NqsRevisionSeed): Promise<void> {
  await db.updateTable('nqs_versions').set({ is_current: 0 }).execute();
  await db
    .insertInto('nqs_versions')
    .values({
      id: revision.id,
      name: revision.name,
      effective_from: revision.effectiveFrom,
      is_current: 1,
      created_at: new Date().toISOString(),
      base_version_id: revision.baseVersionId,
    })
    .execute();
  for (const change of revision.changes) {
    await db
      .insertInto('nqs_revision_changes')
      .values({
        version_id: revision.id,
        // The base version's element ids ('nqs2018-2.2.3', as loadNqsVersion of 0002 makes them).
        category_id: `${revision.baseVersionId}-${change.label}`,
        title: change.title ?? null,
        summary: change.summary,
      })
      .execute();
  }
}
