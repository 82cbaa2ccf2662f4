import type { SatEntry } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/httpError';
import { loadNqsStructure } from '../../shared/nqs.repository';
import { selectQuestions } from '../../shared/questions.repository';
import { latestChangeOfSubject, type Change } from '../../shared/history.repository';
import { staleSave } from '../../shared/history';
import { findSatDescription, setSatDescription } from '../../shared/satEntries.repository';
import type { SatQuestion } from '../../shared/satSelection';
import { findSatEntry, type SatEntryRow } from './sat.repository';

export const NO_SUCH_SAT_ENTRY = 'This strength is not in the SAT.';
const NO_SUCH_QUESTION = 'No such question for this service.';

/** An entry as the API answers it (spec: SAT entry). */
export function toSatEntryDto(row: SatEntryRow): SatEntry {
  const saved = row.sat_description;
  return {
    id: row.id,
    question_id: row.question_id,
    center_id: row.center_id,
    element_id: row.element_id,
    area_id: row.area_id,
    label: row.label,
    title: row.title,
    description: row.description,
    type: row.type,
    isCustom: row.is_custom === 1,
    sat_description: saved ?? '',
    hasData: saved !== null,
    hasDataDescription: (saved ?? '').trim().length > 0,
    satData: saved === null ? null : { id: row.id, sat_description: saved },
    dataDescription: saved ?? '',
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
  };
}

/** An entry by id, or 404. */
export async function satEntryOrNotFound(db: Kysely<Database>, id: string): Promise<SatEntryRow> {
  const row = await findSatEntry(db, id);
  if (!row) throw notFound(NO_SUCH_SAT_ENTRY);
  return row;
}

/** A question the centre works on (the bank's, or its own custom item), with its answer; 404 otherwise. */
export async function satQuestionOf(db: Kysely<Database>, centerId: string, questionId: string): Promise<SatQuestion> {
  const structure = await loadNqsStructure(db);
  const row = await selectQuestions(db, structure.rowsVersionId, { centerId, questionId }).executeTakeFirst();
  if (!row) throw notFound(NO_SUCH_QUESTION);
  return { centerId, questionId, elementId: row.category_id, status: row.status ?? 0 };
}

/**
 * Saves an entry's description inside a History transaction and records the change. With a
 * version, a description someone saved since is refused (409 with their text and name).
 */
export async function describeSatEntry(
  trx: Kysely<Database>,
  history: Change[],
  save: { id: string; text: string; userId: string; now: string; version?: number },
): Promise<void> {
  const before = await findSatDescription(trx, save.id);
  if (!before) throw notFound(NO_SUCH_SAT_ENTRY);
  if (!(await setSatDescription(trx, save.id, save.text, save.now, save.version))) {
    const last = await latestChangeOfSubject(trx, save.id);
    throw staleSave({
      text: before.sat_description,
      version: before.version,
      byName: last?.user_name ?? null,
      at: before.updated_at,
    });
  }
  history.push({
    centerId: before.center_id,
    questionId: before.question_id,
    kind: 'satDescription',
    field: 'sat_description',
    subjectId: save.id,
    before: before.sat_description,
    after: save.text,
    userId: save.userId,
  });
}
