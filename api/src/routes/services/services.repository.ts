import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The caller's QIP services with their role, subscription row (null columns when none) and user count. */
export function servicesOfUser(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('center_users')
    .innerJoin('centers', 'centers.id', 'center_users.center_id')
    .leftJoin('subscriptions', 'subscriptions.center_id', 'centers.id')
    .select([
      'centers.id',
      'centers.name',
      'centers.account_id',
      'centers.trial_ends_at',
      'center_users.role',
      'subscriptions.status',
      'subscriptions.product_name',
      'subscriptions.price_id',
      'subscriptions.current_period_start',
      'subscriptions.current_period_end',
      'subscriptions.cancel_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('center_users as members')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('members.center_id', '=', 'centers.id')
        .as('users'),
    )
    .where('center_users.user_id', '=', userId)
    .where('centers.has_qip', '=', 1)
    .execute();
}

export type ServiceRow = Awaited<ReturnType<typeof servicesOfUser>>[number];

/** How many questions of the current NQS's bank count towards a QIP (custom ones do not). */
export async function bankQuestionCount(db: Kysely<Database>, versionId: string): Promise<number> {
  const row = await db
    .selectFrom('questions as q')
    .innerJoin('categories as c', 'c.id', 'q.category_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('c.nqs_version_id', '=', versionId)
    .where('q.archive', '=', 0)
    .where('q.center_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Per centre, how many of those questions it has answered (Yes, No or Not applicable). */
export async function answeredBankQuestions(
  db: Kysely<Database>,
  versionId: string,
  centerIds: readonly string[],
): Promise<Map<string, number>> {
  if (centerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('question_results as r')
    .innerJoin('questions as q', 'q.id', 'r.question_id')
    .innerJoin('categories as c', 'c.id', 'q.category_id')
    .select(['r.center_id'])
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('c.nqs_version_id', '=', versionId)
    .where('q.archive', '=', 0)
    .where('q.center_id', 'is', null)
    .where('r.status', '!=', 0)
    .where('r.center_id', 'in', centerIds)
    .groupBy('r.center_id')
    .execute();
  return new Map(rows.map((row) => [row.center_id, Number(row.n)]));
}

/** How many QIP services each of these accounts has. */
export async function servicesPerAccount(
  db: Kysely<Database>,
  accountIds: readonly string[],
): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('centers')
    .select(['account_id'])
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', 'in', accountIds)
    .where('has_qip', '=', 1)
    .groupBy('account_id')
    .execute();
  return new Map(rows.map((row) => [row.account_id, Number(row.n)]));
}

/** The stored files of a centre: its uploads and its reports' documents. */
export async function storedFilesOfCenter(db: Kysely<Database>, centerId: string): Promise<string[]> {
  const uploads = await db.selectFrom('attachments').select('storage_key').where('center_id', '=', centerId).execute();
  const reports = await db
    .selectFrom('reports')
    .select('file_key')
    .where('center_id', '=', centerId)
    .where('file_key', 'is not', null)
    .execute();
  return [
    ...uploads.map((row) => row.storage_key),
    ...reports.flatMap((row) => (row.file_key === null ? [] : [row.file_key])),
  ];
}

/** Deletes a centre; its memberships, answers, SAT, tasks, reports and upload rows go with it (cascade). */
export async function deleteCenter(db: Kysely<Database>, centerId: string): Promise<boolean> {
  const result = await db.deleteFrom('centers').where('id', '=', centerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
