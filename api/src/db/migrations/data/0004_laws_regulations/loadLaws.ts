import type { Kysely } from 'kysely';
import type { LawSeed } from './laws2018';

// FROZEN with migration 0004, as released: never edit this file. A correction is a new migration
// with its own snapshot under data/, so it reaches existing databases too; editing this would
// only change new ones (frozenSnapshots.test.ts checks every file here against its hash).

/** The table as migration 0004 creates it (the live schema may change later; this may not). */
export interface LawsTables {
  laws_regulations: {
    id: string;
    nqs_version_id: string;
    nqa: number;
    law_regulation: string;
    description: string;
    nqs: string;
    sort_order: number;
  };
}

/** Adds the laws and regulations of a version, in the order given. */
export async function loadLaws(db: Kysely<LawsTables>, versionId: string, laws: readonly LawSeed[]): Promise<void> {
  const perArea = new Map<number, number>();
  const rows = laws.map((law) => {
    const place = (perArea.get(law.nqa) ?? 0) + 1;
    perArea.set(law.nqa, place);
    return {
      id: `${versionId}-law-${law.nqa}-${String(place).padStart(2, '0')}`,
      nqs_version_id: versionId,
      nqa: law.nqa,
      law_regulation: law.ref,
      description: law.title,
      nqs: law.elements.join(', '),
      sort_order: place,
    };
  });
  if (rows.length > 0) await db.insertInto('laws_regulations').values(rows).execute();
}
