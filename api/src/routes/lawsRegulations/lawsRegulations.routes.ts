import { endpoints, type LawCompliance, type LawRegulation } from '@qip/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireCenterMember, type AuthContext } from '../../auth/access';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../http/httpError';
import { registerEndpoint } from '../../http/registerEndpoint';
import { newId } from '../../lib/ids';
import { isoNow } from '../../lib/time';
import { currentNqsVersion } from '../../shared/nqs.repository';

type LarResult = ReadonlyArray<{ lar_id: string; result: 1 | 2 | 3 }>;

async function lawsOfArea(db: Kysely<Database>, versionId: string, nqa: number): Promise<LawRegulation[]> {
  return db
    .selectFrom('laws_regulations')
    .select(['id', 'law_regulation', 'nqa', 'nqs', 'description'])
    .where('nqs_version_id', '=', versionId)
    .where('nqa', '=', nqa)
    .orderBy('sort_order')
    .execute();
}

/** A centre's compliance with an area's laws, with the ratio of laws that have a result. */
async function complianceOf(db: Kysely<Database>, centerId: string, nqa: number): Promise<LawCompliance> {
  const version = await currentNqsVersion(db);
  const laws = await lawsOfArea(db, version.id, nqa);
  const record = await db
    .selectFrom('law_compliance')
    .selectAll()
    .where('center_id', '=', centerId)
    .where('nqs_version_id', '=', version.id)
    .where('nqa', '=', nqa)
    .executeTakeFirst();
  const results = record
    ? await db.selectFrom('law_compliance_results').selectAll().where('compliance_id', '=', record.id).execute()
    : [];
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

/** Saves results and the note into a centre's record for the area, creating it when needed. */
async function saveCompliance(
  db: Kysely<Database>,
  auth: AuthContext,
  input: { centerId: string; nqa: number; larResult?: LarResult; note?: string },
): Promise<void> {
  const version = await currentNqsVersion(db);
  checkLaws(input.larResult ?? [], await lawsOfArea(db, version.id, input.nqa));
  const now = isoNow();

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('law_compliance')
      .values({
        id: newId(),
        center_id: input.centerId,
        nqs_version_id: version.id,
        nqa: input.nqa,
        note: input.note ?? '',
        updated_by: auth.user.id,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict.columns(['center_id', 'nqs_version_id', 'nqa']).doUpdateSet({
          ...(input.note !== undefined ? { note: input.note } : {}),
          updated_by: auth.user.id,
          updated_at: now,
        }),
      )
      .execute();
    const record = await trx
      .selectFrom('law_compliance')
      .select('id')
      .where('center_id', '=', input.centerId)
      .where('nqs_version_id', '=', version.id)
      .where('nqa', '=', input.nqa)
      .executeTakeFirstOrThrow();
    for (const item of input.larResult ?? []) {
      await trx
        .insertInto('law_compliance_results')
        .values({ id: newId(), compliance_id: record.id, law_id: item.lar_id, result: item.result, updated_at: now })
        .onConflict((conflict) =>
          conflict.columns(['compliance_id', 'law_id']).doUpdateSet({ result: item.result, updated_at: now }),
        )
        .execute();
    }
  });
}

/** The laws and regulations of each area, and a centre's compliance with them. */
export default async function lawsRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.lawsRegulations.list, async ({ params }) => {
    const version = await currentNqsVersion(app.db);
    return lawsOfArea(app.db, version.id, params.nqa);
  });

  registerEndpoint(app, endpoints.lawsRegulations.results, async ({ auth, params }) => {
    await requireCenterMember(app.db, auth, params.center);
    return complianceOf(app.db, params.center, params.nqa);
  });

  registerEndpoint(app, endpoints.lawsRegulations.create, async ({ auth, body }) => {
    await requireCenterMember(app.db, auth, body.center_id);
    await saveCompliance(app.db, auth, {
      centerId: body.center_id,
      nqa: body.nqa_id,
      larResult: body.lar_result,
      note: body.note,
    });
    return complianceOf(app.db, body.center_id, body.nqa_id);
  });

  registerEndpoint(app, endpoints.lawsRegulations.update, async ({ auth, params, body }) => {
    const record = await app.db.selectFrom('law_compliance').selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!record) throw notFound('No such compliance record.');
    await requireCenterMember(app.db, auth, record.center_id);
    await saveCompliance(app.db, auth, {
      centerId: record.center_id,
      nqa: record.nqa,
      larResult: body.lar_result,
      note: body.note,
    });
    return complianceOf(app.db, record.center_id, record.nqa);
  });
}
