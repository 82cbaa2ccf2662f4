import type { LawCompliance, LawRegulation } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/access';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/httpError';
import { isoNow } from '../../lib/time';
import { currentNqsRowsVersionId } from '../../shared/nqs.repository';
import { complianceResults, findCompliance, lawsOfArea, writeCompliance } from './lawsRegulations.repository';

type LarResult = ReadonlyArray<{ lar_id: string; result: 1 | 2 | 3 }>;

/** A centre's compliance with an area's laws, with the ratio of laws that have a result. */
export async function complianceOf(db: Kysely<Database>, centerId: string, nqa: number): Promise<LawCompliance> {
  // The laws, and the records of compliance with them, belong to the version that owns the rows.
  const versionId = await currentNqsRowsVersionId(db);
  const laws = await lawsOfArea(db, versionId, nqa);
  const record = await findCompliance(db, centerId, versionId, nqa);
  const results = record ? await complianceResults(db, record.id) : [];
  const resultOf = new Map(results.map((result) => [result.law_id, result]));

  const withResults = laws.map((law) => {
    const saved = resultOf.get(law.id);
    const result = saved && [1, 2, 3].includes(saved.result) ? (saved.result as 1 | 2 | 3) : null;
    return { ...law, hasResult: result !== null, result, resultId: result !== null && saved ? saved.id : null };
  });
  const countOf = (value: 1 | 2 | 3) => withResults.filter((law) => law.result === value).length;
  const answered = withResults.filter((law) => law.hasResult).length;
  const ratio = laws.length === 0 ? 0 : answered / laws.length;

  return {
    id: record?.id ?? null,
    center_id: centerId,
    nqa,
    note: record?.note ?? '',
    ratio,
    compliance: laws.length > 0 && answered === laws.length ? 1 : 0,
    counts: {
      compliant: countOf(1),
      nonCompliant: countOf(2),
      notApplicable: countOf(3),
      unanswered: laws.length - answered,
      total: laws.length,
    },
    updatedAt: record?.updated_at ?? null,
    laws: withResults,
  };
}

/** Every lar_id must be a law of the area (400 naming the field otherwise). */
function checkLaws(larResult: LarResult, laws: readonly LawRegulation[]) {
  const known = new Set(laws.map((law) => law.id));
  const fields = larResult
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => !known.has(item.lar_id))
    .map(({ index }) => ({ field: `body.lar_result.${index}.lar_id`, message: 'is not a law of this quality area' }));
  if (fields.length > 0) {
    throw badRequest(fields.map((field) => `${field.field}: ${field.message}`).join('; '), fields);
  }
}

/** Saves results (laws of the area only) and the note into a centre's record for the area. */
export async function saveCompliance(
  db: Kysely<Database>,
  auth: AuthContext,
  input: { centerId: string; nqa: number; larResult?: LarResult; note?: string },
): Promise<void> {
  const versionId = await currentNqsRowsVersionId(db);
  const laws = await lawsOfArea(db, versionId, input.nqa);
  checkLaws(input.larResult ?? [], laws);
  await writeCompliance(db, {
    centerId: input.centerId,
    versionId,
    nqa: input.nqa,
    note: input.note,
    results: input.larResult ?? [],
    userId: auth.user.id,
    now: isoNow(),
    labels: new Map(laws.map((law) => [law.id, law.law_regulation])),
  });
}
