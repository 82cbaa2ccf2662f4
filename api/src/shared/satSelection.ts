import { canAddToSat, isSatEligible, SAT, SAT_MESSAGES } from '@qip/shared-contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { conflict } from '../http/httpError';
import type { Change } from './history.repository';
import { newId } from '../lib/ids';
import { isoNow } from '../lib/time';
import { claimSatSlot, deleteSatEntryOf, findSatEntryOf, usedSatSlots } from './satEntries.repository';

// Choosing strengths for the SAT (assessment spec 'SAT selection'): only questions answered Yes,
// at most 5 per element, safe when several people choose at the same moment.

/** The refusal when an element already holds five strengths: the limit modal's words. */
export const SAT_LIMIT_REACHED = `${SAT_MESSAGES.limitTitle}. ${SAT_MESSAGES.limitText}`;

/** Refuses (409) a question that is not answered Yes. */
export function requireSatEligible(status: number): void {
  if (!isSatEligible(status)) throw conflict(SAT_MESSAGES.onlyYes);
}

/** A centre's question as the SAT sees it: its element and the centre's answer. */
export interface SatQuestion {
  centerId: string;
  questionId: string;
  elementId: string;
  status: number;
}

/**
 * Adds the question to the centre's SAT (nothing to do when it is there) and answers its entry's
 * id. Each entry claims a free slot of its element; a slot taken at the same moment by another
 * request makes this one look again, so two requests adding the 5th and 6th leave five.
 */
export async function addToSat(db: Kysely<Database>, question: SatQuestion, userId: string): Promise<string> {
  requireSatEligible(question.status);
  for (let attempt = 0; attempt <= SAT.strengthsPerElement; attempt += 1) {
    const existing = await findSatEntryOf(db, question.centerId, question.questionId);
    if (existing) return existing.id;
    const used = await usedSatSlots(db, question.centerId, question.elementId);
    const slot = Array.from({ length: SAT.strengthsPerElement }, (_, index) => index + 1).find(
      (candidate) => !used.includes(candidate),
    );
    if (!canAddToSat(used.length) || slot === undefined) throw conflict(SAT_LIMIT_REACHED);
    const id = newId();
    if (await claimSatSlot(db, { ...question, id, slot, userId, now: isoNow() })) return id;
  }
  throw conflict(SAT_LIMIT_REACHED);
}

/**
 * Takes the question out of the centre's SAT, with its description (nothing when it is not
 * there), and answers what History keeps of it: the description deleted (none when it had none).
 */
export async function removeFromSat(
  db: Kysely<Database>,
  centerId: string,
  questionId: string,
  userId: string,
): Promise<Change[]> {
  const entry = await findSatEntryOf(db, centerId, questionId);
  if (!entry) return [];
  await deleteSatEntryOf(db, centerId, questionId);
  return [
    {
      centerId,
      questionId,
      kind: 'satDescription',
      field: 'sat_description',
      subjectId: entry.id,
      before: entry.sat_description,
      after: null,
      userId,
    },
  ];
}

/**
 * What an answer does to the SAT: `sat` 1 adds the question (Yes only), 0 removes it, and an
 * answer other than Yes takes it out (the page warns before answering No on a SAT question).
 * Answers what History keeps: a description taken out with its strength.
 */
export async function applySatChoice(
  db: Kysely<Database>,
  question: SatQuestion,
  choice: { sat: 0 | 1 | undefined; answerChanged: boolean },
  userId: string,
): Promise<Change[]> {
  if (choice.sat === 0 || (choice.answerChanged && !isSatEligible(question.status))) {
    return removeFromSat(db, question.centerId, question.questionId, userId);
  }
  if (choice.sat === 1) await addToSat(db, question, userId);
  return [];
}
