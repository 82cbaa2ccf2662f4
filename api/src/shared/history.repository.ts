import { CHANGE_KINDS, isRestorable, type ChangeEntry, type ChangeKind } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../lib/ids';

// The recorder of History (issue 17): every change to a centre's QIP work is written in the same
// transaction as the change itself, through `withHistory` (or `recordChanges` inside a
// transaction a repository already runs), so a change is never kept without its record.

/** One change as a service describes it; one whose value did not change is not recorded. */
export interface Change {
  centerId: string;
  questionId: string | null;
  kind: ChangeKind;
  field: string;
  /** The SAT entry, task, evidence item or law changed, when it is not the answer itself. */
  subjectId?: string | null;
  before: string | null;
  after: string | null;
  userId: string;
}

let lastStamp = 0;

/** Now, a millisecond after the last change this process recorded at least, so newest first is a strict order. */
function nextStamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

/** Records changes (those that changed something) with the database or transaction given. */
export async function recordChanges(db: Kysely<Database>, changes: readonly Change[]): Promise<void> {
  const rows = changes
    .filter((change) => change.before !== change.after)
    .map((change) => ({
      id: newId(),
      center_id: change.centerId,
      question_id: change.questionId,
      kind: change.kind,
      field: change.field,
      subject_id: change.subjectId ?? null,
      before_value: change.before,
      after_value: change.after,
      user_id: change.userId,
      created_at: nextStamp(),
    }));
  if (rows.length > 0) await db.insertInto('change_history').values(rows).execute();
}

/**
 * Runs `work` in a transaction and records the changes it pushes in the same transaction: all
 * of it is kept, or none (a refusal thrown by `work` writes nothing). Everything `work` reads
 * and writes goes through the transaction it is given.
 */
export function withHistory<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>, changes: Change[]) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const changes: Change[] = [];
    const result = await work(trx, changes);
    await recordChanges(trx, changes);
    return result;
  });
}

function selectChanges(db: Kysely<Database>) {
  return db
    .selectFrom('change_history as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .selectAll('h')
    .select('u.name as user_name');
}
export type ChangeRow = Awaited<ReturnType<ReturnType<typeof selectChanges>['executeTakeFirstOrThrow']>>;

/** A stored kind (only the recorder writes them; an unknown one reads as an answer's change). */
const asKind = (kind: string): ChangeKind => CHANGE_KINDS.find((known) => known === kind) ?? 'answer';

export function toChangeEntry(row: ChangeRow): ChangeEntry {
  const kind = asKind(row.kind);
  return {
    id: row.id,
    centerId: row.center_id,
    questionId: row.question_id,
    kind,
    field: row.field,
    before: row.before_value,
    after: row.after_value,
    userId: row.user_id,
    userName: row.user_name ?? null,
    at: row.created_at,
    restorable: isRestorable(kind),
  };
}

/** A page of the changes to a centre's question, newest first, and how many there are. */
export async function changesOfQuestion(
  db: Kysely<Database>,
  centerId: string,
  questionId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: ChangeRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    selectChanges(db)
      .where('h.center_id', '=', centerId)
      .where('h.question_id', '=', questionId)
      .orderBy('h.created_at', 'desc')
      .orderBy('h.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('change_history')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('center_id', '=', centerId)
      .where('question_id', '=', questionId)
      .executeTakeFirstOrThrow(),
  ]);
  // PostgreSQL counts as text (bigint).
  return { rows, total: Number(count.n) };
}

export function findChange(db: Kysely<Database>, id: string): Promise<ChangeRow | undefined> {
  return selectChanges(db).where('h.id', '=', id).executeTakeFirst();
}

/** The newest recorded change (a restore answers the one it made). */
export function latestChangeOfKind(
  db: Kysely<Database>,
  centerId: string,
  questionId: string | null,
  kind: ChangeKind,
) {
  let query = selectChanges(db).where('h.center_id', '=', centerId).where('h.kind', '=', kind);
  query =
    questionId === null ? query.where('h.question_id', 'is', null) : query.where('h.question_id', '=', questionId);
  return query.orderBy('h.created_at', 'desc').orderBy('h.id', 'desc').executeTakeFirst();
}

/** The newest change to a record (a SAT entry, a task): who saved it last. */
export function latestChangeOfSubject(db: Kysely<Database>, subjectId: string) {
  return selectChanges(db)
    .where('h.subject_id', '=', subjectId)
    .orderBy('h.created_at', 'desc')
    .orderBy('h.id', 'desc')
    .executeTakeFirst();
}
