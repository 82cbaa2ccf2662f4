// FROZEN with migration 0003, as released: never edit this file. A correction is a new migration
// with its own snapshot under data/, so it reaches existing databases too; editing this would
// only change new ones (frozenSnapshots.test.ts checks every file here against its hash).

// The portal's own compliance question bank: questions per element of the National Quality
// Standard (2018 version) in the three exceeding-theme categories. Seeded into the questions table.
import { AREA_1_QUESTIONS } from './area1';
import { AREA_2_QUESTIONS } from './area2';
import { AREA_3_QUESTIONS } from './area3';
import { AREA_4_QUESTIONS } from './area4';
import { AREA_5_QUESTIONS } from './area5';
import { AREA_6_QUESTIONS } from './area6';
import { AREA_7_QUESTIONS } from './area7';
import type { QuestionSeed } from './types';

export type { QuestionSeed } from './types';

/** Every question of the bank, in element order and, within an element, in category order. */
export const QUESTION_BANK: QuestionSeed[] = [
  ...AREA_1_QUESTIONS,
  ...AREA_2_QUESTIONS,
  ...AREA_3_QUESTIONS,
  ...AREA_4_QUESTIONS,
  ...AREA_5_QUESTIONS,
  ...AREA_6_QUESTIONS,
  ...AREA_7_QUESTIONS,
];
