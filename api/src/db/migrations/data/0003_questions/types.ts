// FROZEN with migration 0003, as released: never edit this file. A correction is a new migration
// with its own snapshot under data/, so it reaches existing databases too; editing this would
// only change new ones (frozenSnapshots.test.ts checks every file here against its hash).

/** The categories (exceeding themes) a question could have when this bank was loaded. */
export const QUESTION_BANK_CATEGORIES = ['embedded', 'critical_reflections', 'partnerships_with_family'] as const;

/**
 * One compliance question of the portal's own question bank, for one element of the National
 * Quality Standard and one of the three categories (the exceeding themes).
 */
export interface QuestionSeed {
  /** The element, e.g. '1.3.1'. */
  element: string;
  category: (typeof QUESTION_BANK_CATEGORIES)[number];
  /** The question a director answers Yes, No or Not applicable. */
  title: string;
  /** What the question means in practice, in plain words. */
  description: string;
  /** What evidence shows a Yes (shown when providing evidence). */
  yesDescription: string;
  /** A starting goal strategy for a No (shown in the goal and strategy modal). */
  noDescription: string;
}
