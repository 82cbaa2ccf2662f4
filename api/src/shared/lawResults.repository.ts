import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// A service's law and regulation results, shared: the reports print them and the readiness view
// lists the laws with none.

/** The laws of the chosen areas with the centre's results, in the regulator's order. */
export function lawsWithResults(db: Kysely<Database>, centerId: string, versionId: string, areas: readonly number[]) {
  return db
    .selectFrom('laws_regulations as l')
    .leftJoin('law_compliance as lc', (join) =>
      join
        .onRef('lc.nqa', '=', 'l.nqa')
        .onRef('lc.nqs_version_id', '=', 'l.nqs_version_id')
        .on('lc.center_id', '=', centerId),
    )
    .leftJoin('law_compliance_results as lr', (join) =>
      join.onRef('lr.compliance_id', '=', 'lc.id').onRef('lr.law_id', '=', 'l.id'),
    )
    .select(['l.nqa', 'l.law_regulation', 'l.description', 'l.nqs', 'lr.result', 'lc.note'])
    .where('l.nqs_version_id', '=', versionId)
    .where('l.nqa', 'in', [...areas])
    .orderBy('l.nqa')
    .orderBy('l.sort_order')
    .execute();
}
