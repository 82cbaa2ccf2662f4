import { QUALITY_AREA_IDS, SAT, type QualityAreaId } from './constants';
import { characterCount, type CharacterCount } from './textLimits';

// The self-assessment (SAT) rules of assessment spec sections 4, 5 and 9, shared by the API
// (which enforces them) and the pages (which explain them before a call is made).

/** The spec's words around the SAT, each in one place. */
export const SAT_MESSAGES = {
  added: 'Question added to SAT!',
  saved: 'Changes saved!',
  limitTitle: "You've reach 5 favourites for this element",
  limitText: 'To add another favourite to your collection, please remove one of your existing favourites.',
  overLimit: 'Word limit reached on one or more questions! Please review them.',
  allGood: 'Your descriptions seem good...',
  onlyYes: 'Only a question answered Yes can be added to the SAT.',
  descriptionTooLong: `Must be at most ${SAT.descriptionLimit} characters.`,
  // Where the spec gives no words: the warning before a No removes a described strength, and
  // the drawer's confirmation before removing one.
  noWarningTitle: 'This strength is in your SAT',
  noWarningText:
    'Answering No removes it from the SAT and deletes its description. Copy the description first if you want to keep it.',
  removeConfirm: 'Remove this strength from the SAT? Its description will be deleted.',
  copied: 'Copied to clipboard!',
  copyFailed: 'The text could not be copied. Please select it and copy it yourself.',
} as const;

/** Whether one more strength may join an element that already has `chosenInElement` in the SAT. */
export function canAddToSat(chosenInElement: number): boolean {
  return chosenInElement < SAT.strengthsPerElement;
}

/** Only a question answered Yes (status 1) may be in the SAT. */
export function isSatEligible(status: number): boolean {
  return status === 1;
}

/** Whether a SAT description fits the limit. */
export function satDescriptionFits(text: string): boolean {
  return text.length <= SAT.descriptionLimit;
}

/** The counter under a SAT description: characters left, or '+N over the limit'. */
export function satDescriptionCounter(text: string): CharacterCount {
  return characterCount(text.length, SAT.descriptionLimit);
}

/**
 * The notice under the drawer's descriptions: the over-the-limit warning when one overflows,
 * 'Your descriptions seem good...' when none overflows and none is empty, otherwise none.
 */
export function satDescriptionsNotice(texts: readonly string[]): string | null {
  if (texts.some((text) => !satDescriptionFits(text))) return SAT_MESSAGES.overLimit;
  if (texts.length > 0 && texts.every((text) => text.trim().length > 0)) return SAT_MESSAGES.allGood;
  return null;
}

/** An area tile of the SAT page: how many strengths are chosen of the number expected. */
export interface SatAreaCount {
  chosen: number;
  expected: number;
  /** The expected number is reached (a tick); below it the tile shows a warning marker. */
  reached: boolean;
  /** 'n/total' as the tile shows it. */
  text: string;
}

export function satAreaCount(area: QualityAreaId, chosen: number): SatAreaCount {
  const expected = SAT.expectedPerArea[area];
  return { chosen, expected, reached: chosen >= expected, text: `${chosen}/${expected}` };
}

/** Every area's tile from the areas of the chosen strengths (one entry per strength). */
export function satAreaCounts(chosenAreas: readonly number[]): Array<{ area: QualityAreaId } & SatAreaCount> {
  return QUALITY_AREA_IDS.map((area) => ({
    area,
    ...satAreaCount(area, chosenAreas.filter((chosen) => chosen === area).length),
  }));
}
