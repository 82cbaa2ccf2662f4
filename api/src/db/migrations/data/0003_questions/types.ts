import type { QuestionCategory } from '@qip/shared-contracts';

/**
 * One compliance question of the portal's own question bank, for one element of the National
 * Quality Standard and one of the three categories (the exceeding themes).
 */
export interface QuestionSeed {
  /** The element, e.g. '1.3.1'. */
  element: string;
  category: QuestionCategory;
  /** The question a director answers Yes, No or Not applicable. */
  title: string;
  /** What the question means in practice, in plain words. */
  description: string;
  /** What evidence shows a Yes (shown when providing evidence). */
  yesDescription: string;
  /** A starting goal strategy for a No (shown in the goal and strategy modal). */
  noDescription: string;
}
