// How far a centre has come through the National Quality Standard: the one rule behind the
// dashboard cards, the level and sub-level cards of an area page and the shell's 'QIP Finished'
// bar. The API computes it from the answers; the browser only displays what it gets.

import { QUESTION_STATUS } from './constants';

export type QuestionStatus = 0 | 1 | 2 | 3;

/** The shape of one quality area: its standards ('levels') and their elements ('sub-levels'). */
export interface NqsOutlineArea {
  id: number;
  standards: ReadonlyArray<{ label: string; elements: readonly string[] }>;
}

/** One question as progress sees it: the element it belongs to and the centre's answer. */
export interface ProgressQuestion {
  /** The element label, e.g. '1.3.1'. */
  element: string;
  status: QuestionStatus;
  /** Custom goals and strengths are the centre's own additions and never count. */
  isCustom?: boolean;
}

/** Answered and total questions, and the percentage done (0 to 100, two decimals). */
export interface ProgressCount {
  answered: number;
  questions: number;
  completed: number;
}

export interface ElementProgress extends ProgressCount {
  label: string;
}

export interface StandardProgress extends ProgressCount {
  label: string;
  elements: ElementProgress[];
}

export interface AreaProgress extends ProgressCount {
  id: number;
  standards: StandardProgress[];
}

export interface ProgressTree extends ProgressCount {
  areas: AreaProgress[];
}

/**
 * The percentage of `answered` out of `questions`. It is 100 only when every question is
 * answered (so a card never says 'Finished' early), and 0 when there is nothing to answer.
 */
export function percentOf(answered: number, questions: number): number {
  if (questions <= 0) return 0;
  if (answered >= questions) return 100;
  const percent = Math.round((answered / questions) * 10000) / 100;
  return Math.min(percent, 99.99);
}

function count(answered: number, questions: number): ProgressCount {
  return { answered, questions, completed: percentOf(answered, questions) };
}

function sum<T extends ProgressCount>(parts: readonly T[]): ProgressCount {
  const answered = parts.reduce((total, part) => total + part.answered, 0);
  const questions = parts.reduce((total, part) => total + part.questions, 0);
  return count(answered, questions);
}

/** How many questions an element has and how many of them are done. */
export interface ElementTally {
  answered: number;
  questions: number;
}

/**
 * Progress at every level, from the answers of one centre. A question counts as done once it
 * is answered Yes, No or Not applicable; each level's percentage is the share of its questions
 * that are done (so a level with more questions weighs more in its area, and an area with more
 * questions weighs more in the total). Custom goals and strengths are not counted.
 */
export function computeProgress(
  outline: readonly NqsOutlineArea[],
  questions: readonly ProgressQuestion[],
): ProgressTree {
  const perElement = new Map<string, ElementTally>();
  for (const question of questions) {
    if (question.isCustom) continue;
    const tally = perElement.get(question.element) ?? { answered: 0, questions: 0 };
    tally.questions += 1;
    if (question.status !== QUESTION_STATUS.unanswered) tally.answered += 1;
    perElement.set(question.element, tally);
  }
  return progressOfTallies(outline, perElement);
}

/**
 * Progress at every level from each element's counts (by element label), as computeProgress
 * counts them: the API counts them in SQL instead of reading every question.
 */
export function progressOfTallies(
  outline: readonly NqsOutlineArea[],
  perElement: ReadonlyMap<string, ElementTally>,
): ProgressTree {
  const areas = outline.map((area): AreaProgress => {
    const standards = area.standards.map((standard): StandardProgress => {
      const elements = standard.elements.map((label): ElementProgress => {
        const tally = perElement.get(label) ?? { answered: 0, questions: 0 };
        return { label, ...count(tally.answered, tally.questions) };
      });
      return { label: standard.label, ...sum(elements), elements };
    });
    return { id: area.id, ...sum(standards), standards };
  });
  return { ...sum(areas), areas };
}

/** What a dashboard card of one quality area says (assessment spec section 2). */
export interface NqaCardDisplay {
  finished: boolean;
  /** The percent shown: rounded down, but 100 once the card is finished. */
  shownPercent: number;
  /** 'Finished', 'In progress' or 'Not started'. */
  statusLabel: 'Finished' | 'In progress' | 'Not started';
  /** 'Start NQA1', 'Continue NQA1' or 'Completed NQA1'. */
  actionLabel: string;
}

/**
 * The card wording: 100 percent rounded up is 'Finished' / 'Completed NQA{n}', above 0 is
 * 'Continue NQA{n}', 0 is 'Start NQA{n}'. The percent shown is rounded down, except that a
 * finished card shows 100 (the spec's special case of an area just under 100, made general so
 * a card never reads 'Finished' beside 99%).
 */
export function nqaCardDisplay(areaId: number, percent: number): NqaCardDisplay {
  if (Math.ceil(percent) >= 100) {
    return { finished: true, shownPercent: 100, statusLabel: 'Finished', actionLabel: `Completed NQA${areaId}` };
  }
  if (percent > 0) {
    return {
      finished: false,
      shownPercent: Math.floor(percent),
      statusLabel: 'In progress',
      actionLabel: `Continue NQA${areaId}`,
    };
  }
  return { finished: false, shownPercent: 0, statusLabel: 'Not started', actionLabel: `Start NQA${areaId}` };
}

/** The whole percent an area page shows for a progress (its header, bars and cards): rounded down. */
export function shownPercent(percent: number): number {
  return Math.floor(percent);
}

/** A level or sub-level card: '{n}% Completed', or 'Finished' at 100 (rounded up). */
export function levelCompletionLabel(percent: number): string {
  return nqaCardDisplay(0, percent).finished ? 'Finished' : `${shownPercent(percent)}% Completed`;
}
