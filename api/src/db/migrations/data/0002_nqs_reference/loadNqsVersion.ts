import type { Kysely } from 'kysely';
import type { NqsVersionSeed } from './nqs2018';

// FROZEN with migration 0002, as released: never edit this file. A correction is a new migration
// with its own snapshot under data/, so it reaches existing databases too; editing this would
// only change new ones (frozenSnapshots.test.ts checks every file here against its hash).

/** The tables as migration 0002 creates them (the live schema may change later; this may not). */
export interface NqsTables {
  nqs_versions: { id: string; name: string; effective_from: string; is_current: number; created_at: string };
  categories: {
    id: string;
    nqs_version_id: string;
    kind: 'area' | 'standard' | 'element';
    label: string;
    name: string;
    title: string;
    description: string | null;
    parent_id: string | null;
    area_id: number;
    sort_order: number;
  };
}

// Ids are stable, made from the version and the labels, so a later migration can revise a row by its id.
const categoryId = (versionId: string, label: string | number) => `${versionId}-${label}`;

/** Adds one version of the NQS with its areas, standards and elements. */
export async function loadNqsVersion(
  db: Kysely<NqsTables>,
  version: NqsVersionSeed,
  { current }: { current: boolean },
): Promise<void> {
  const now = new Date().toISOString();
  if (current) await db.updateTable('nqs_versions').set({ is_current: 0 }).execute();
  await db
    .insertInto('nqs_versions')
    .values({
      id: version.id,
      name: version.name,
      effective_from: version.effectiveFrom,
      is_current: current ? 1 : 0,
      created_at: now,
    })
    .execute();

  let order = 0;
  for (const area of version.areas) {
    const areaId = categoryId(version.id, area.id);
    await db
      .insertInto('categories')
      .values({
        id: areaId,
        nqs_version_id: version.id,
        kind: 'area',
        label: String(area.id),
        name: `NQA${area.id}`,
        title: area.name,
        description: null,
        parent_id: null,
        area_id: area.id,
        sort_order: (order += 1),
      })
      .execute();
    for (const standard of area.standards) {
      const standardId = categoryId(version.id, standard.id);
      await db
        .insertInto('categories')
        .values({
          id: standardId,
          nqs_version_id: version.id,
          kind: 'standard',
          label: standard.id,
          name: `Standard ${standard.id}`,
          title: standard.name,
          description: null,
          parent_id: areaId,
          area_id: area.id,
          sort_order: (order += 1),
        })
        .execute();
      for (const element of standard.elements) {
        await db
          .insertInto('categories')
          .values({
            id: categoryId(version.id, element.id),
            nqs_version_id: version.id,
            kind: 'element',
            label: element.id,
            name: `Element ${element.id}`,
            title: element.title,
            description: null,
            parent_id: standardId,
            area_id: area.id,
            sort_order: (order += 1),
          })
          .execute();
      }
    }
  }
}
