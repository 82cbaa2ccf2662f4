import { LAW_RESULT_LABELS, type LawRegulation } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import { recordChanges } from '../../shared/history.repository';

/** The laws of a quality area in a version, in order. */
export function lawsOfArea(db: Kysely<Database>, versionId: string, nqa: number): Promise<LawRegulation[]> {
  return db
    .selectFrom('laws_regulations')
    .select(['id', 'law_regulation', 'nqa', 'nqs', 'description'])
    .where('nqs_version_id', '=', versionId)
    .where('nqa', '=', nqa)
    .orderBy('sort_order')
    .execute();
}

/** A centre's compliance record for an area of a version, if it has one. */
export function findCompliance(db: Kysely<Database>, centerId: string, versionId: string, nqa: number) {
  return db
    .selectFrom('law_compliance')
    .selectAll()
    .where('center_id', '=', centerId)
    .where('nqs_version_id', '=', versionId)
    .where('nqa', '=', nqa)
    .executeTakeFirst();
}

export function findComplianceById(db: Kysely<Database>, id: string) {
  return db.selectFrom('law_compliance').selectAll().where('id', '=', id).executeTakeFirst();
}

export function complianceResults(db: Kysely<Database>, complianceId: string) {
  return db.selectFrom('law_compliance_results').selectAll().where('compliance_id', '=', complianceId).execute();
}

/** What one save writes: the note (when given) and each law's result. */
export interface ComplianceWrite {
  centerId: string;
  versionId: string;
  nqa: number;
  note?: string;
  results: ReadonlyArray<{ lar_id: string; result: 1 | 2 | 3 }>;
  userId: string;
  now: string;
  /** Each law's reference ('Regulation 74'), as History names it. */
  labels: ReadonlyMap<string, string>;
}

const resultLabel = (result: number | undefined) =>
  result === 1 || result === 2 || result === 3 ? LAW_RESULT_LABELS[result] : null;

/** Saves results and the note into a centre's record for the area, creating it when needed. */
export async function writeCompliance(db: Kysely<Database>, write: ComplianceWrite): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('law_compliance')
      .values({
        id: newId(),
        center_id: write.centerId,
        nqs_version_id: write.versionId,
        nqa: write.nqa,
        note: write.note ?? '',
        updated_by: write.userId,
        created_at: write.now,
        updated_at: write.now,
      })
      .onConflict((conflict) =>
        conflict.columns(['center_id', 'nqs_version_id', 'nqa']).doUpdateSet({
          ...(write.note !== undefined ? { note: write.note } : {}),
          updated_by: write.userId,
          updated_at: write.now,
        }),
      )
      .execute();
    const record = await trx
      .selectFrom('law_compliance')
      .select('id')
      .where('center_id', '=', write.centerId)
      .where('nqs_version_id', '=', write.versionId)
      .where('nqa', '=', write.nqa)
      .executeTakeFirstOrThrow();
    const before = await trx
      .selectFrom('law_compliance_results')
      .select(['law_id', 'result'])
      .where('compliance_id', '=', record.id)
      .execute();
    const was = new Map(before.map((row) => [row.law_id, row.result]));
    await recordChanges(
      trx,
      write.results.map((item) => ({
        centerId: write.centerId,
        questionId: null,
        kind: 'lawResult',
        field: write.labels.get(item.lar_id) ?? item.lar_id,
        subjectId: item.lar_id,
        before: resultLabel(was.get(item.lar_id)),
        after: resultLabel(item.result),
        userId: write.userId,
      })),
    );
    for (const item of write.results) {
      await trx
        .insertInto('law_compliance_results')
        .values({
          id: newId(),
          compliance_id: record.id,
          law_id: item.lar_id,
          result: item.result,
          updated_at: write.now,
        })
        .onConflict((conflict) =>
          conflict.columns(['compliance_id', 'law_id']).doUpdateSet({ result: item.result, updated_at: write.now }),
        )
        .execute();
    }
  });
}
