import { isRestorable, type ChangeEntry, type HistoryPage } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import { requireCenterMember, requireWritableCenter, type AuthContext } from '../../auth/access';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../http/httpError';
import { isoNow } from '../../lib/time';
import { findAnswer, saveAnswer, type AnswerTextColumn } from '../../shared/answers.repository';
import {
  changesOfQuestion,
  findChange,
  latestChangeOfKind,
  toChangeEntry,
  withHistory,
  type ChangeRow,
} from '../../shared/history.repository';
import { findQuestion } from '../../shared/questions.repository';
import { findSatDescription, setSatDescription } from '../../shared/satEntries.repository';

const NO_SUCH_CHANGE = 'There is no such change in this service.';
const NOT_RESTORABLE =
  'Only notes, goal strategies, evidence notes, self-assessments and SAT descriptions can be restored.';
const NOT_IN_SAT = 'This strength is no longer in the SAT, so its description cannot be restored.';
const NO_SUCH_QUESTION = 'This question no longer exists, so its text cannot be restored.';

/** The answer's column each restorable text of an answer lives in. */
const ANSWER_COLUMNS: Readonly<Record<'note' | 'strategy' | 'selfAssessment' | 'evidenceNote', AnswerTextColumn>> = {
  note: 'notes',
  strategy: 'goal_strategy',
  selfAssessment: 'self_assessment',
  evidenceNote: 'evidence_note',
};

/** A page of the changes to a centre's question, newest first, for its users (viewers too). */
export async function historyOfQuestion(
  db: Kysely<Database>,
  auth: AuthContext,
  query: { center_id: string; question_id: string; page: number; page_size: number },
): Promise<HistoryPage> {
  await requireCenterMember(db, auth, query.center_id);
  const { rows, total } = await changesOfQuestion(db, query.center_id, query.question_id, query.page, query.page_size);
  return { entries: rows.map(toChangeEntry), total, page: query.page, pageSize: query.page_size };
}

/** A change the caller's centre owns: 404 for none and for another centre's (nothing about it is told). */
async function changeOfMember(db: Kysely<Database>, auth: AuthContext, id: string): Promise<ChangeRow> {
  const change = await findChange(db, id);
  if (!change) throw notFound(NO_SUCH_CHANGE);
  try {
    await requireCenterMember(db, auth, change.center_id);
  } catch {
    throw notFound(NO_SUCH_CHANGE);
  }
  return change;
}

/**
 * Puts the text before or after a change back, as a new change (itself recorded): the text there
 * now stays in the history. Only texts are restored; a blocked subscription is refused.
 */
export async function restoreChange(
  db: Kysely<Database>,
  auth: AuthContext,
  id: string,
  value: 'before' | 'after',
  now: Date,
): Promise<ChangeEntry> {
  const change = await changeOfMember(db, auth, id);
  await requireWritableCenter(db, auth, change.center_id, now);
  const { kind } = toChangeEntry(change);
  if (!isRestorable(kind)) throw conflict(NOT_RESTORABLE);
  // Where the text goes back to: the SAT entry's description, or a column of the answer.
  const column = kind === 'satDescription' ? null : ANSWER_COLUMNS[kind];
  const text = value === 'before' ? change.before_value : change.after_value;
  const stamp = isoNow(now);
  const userId = auth.user.id;

  await withHistory(db, async (trx, history) => {
    if (column === null) {
      const sat = change.subject_id ? await findSatDescription(trx, change.subject_id) : undefined;
      if (!sat) throw conflict(NOT_IN_SAT);
      await setSatDescription(trx, sat.id, text ?? '', stamp);
      history.push({
        centerId: sat.center_id,
        questionId: sat.question_id,
        kind: 'satDescription',
        field: 'sat_description',
        subjectId: sat.id,
        before: sat.sat_description,
        after: text ?? '',
        userId,
      });
      return;
    }
    const questionId = change.question_id;
    if (!questionId || !(await findQuestion(trx, questionId))) throw conflict(NO_SUCH_QUESTION);
    const before = await findAnswer(trx, change.center_id, questionId);
    await saveAnswer(trx, change.center_id, questionId, { [column]: text, updated_by: userId, updated_at: stamp });
    history.push({
      centerId: change.center_id,
      questionId,
      kind,
      field: column,
      before: before?.[column] ?? null,
      after: text,
      userId,
    });
  });
  const latest = await latestChangeOfKind(db, change.center_id, change.question_id, kind);
  // Nothing new is recorded when the text there already is the one restored.
  return toChangeEntry(latest ?? change);
}
