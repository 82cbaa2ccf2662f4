import type { QuestionStatus } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../lib/ids';

// A centre's answer to a question (its cqr) as the assessment and History write it. Every write
// moves the answer's version on, so a save made from an older copy can be refused.

/** What an answer changes: only the fields given, and who changed it when. */
export interface AnswerChanges {
  status?: QuestionStatus;
  answered_at?: string | null;
  notes?: string | null;
  evidence_note?: string | null;
  goal_strategy?: string | null;
  self_assessment?: string | null;
  updated_by: string;
  updated_at: string;
}

/** The texts of an answer that History records and restores. */
export type AnswerTextColumn = 'notes' | 'evidence_note' | 'goal_strategy' | 'self_assessment';

/** A centre's answer with the name of who saved it last. */
export function findAnswer(db: Kysely<Database>, centerId: string, questionId: string) {
  return db
    .selectFrom('question_results as r')
    .leftJoin('users as u', 'u.id', 'r.updated_by')
    .selectAll('r')
    .select('u.name as updated_by_name')
    .where('r.center_id', '=', centerId)
    .where('r.question_id', '=', questionId)
    .executeTakeFirst();
}
export type AnswerRow = NonNullable<Awaited<ReturnType<typeof findAnswer>>>;

/** What a save gives back of the answer: its record, texts and version as now stored. */
const SAVED_COLUMNS = [
  'id',
  'status',
  'notes',
  'evidence_note',
  'goal_strategy',
  'self_assessment',
  'answered_at',
  'version',
] as const;

/**
 * Saves a centre's answer to a question: creates the answer record, or changes the one there,
 * and gives the answer as saved (one statement: no read back). With `expectedVersion`, an answer
 * someone saved since (its version moved on) is left as it is and undefined is answered.
 */
export function saveAnswer(
  db: Kysely<Database>,
  centerId: string,
  questionId: string,
  changes: AnswerChanges,
  expectedVersion?: number,
) {
  return db
    .insertInto('question_results')
    .values({
      id: newId(),
      center_id: centerId,
      question_id: questionId,
      status: 0,
      notes: null,
      evidence_note: null,
      goal_strategy: null,
      self_assessment: null,
      answered_at: null,
      created_at: changes.updated_at,
      version: 1,
      ...changes,
    })
    .onConflict((conflict) => {
      const update = conflict
        .columns(['center_id', 'question_id'])
        .doUpdateSet((eb) => ({ ...changes, version: eb('question_results.version', '+', 1) }));
      return expectedVersion === undefined ? update : update.where('question_results.version', '=', expectedVersion);
    })
    .returning(SAVED_COLUMNS)
    .executeTakeFirst();
}
