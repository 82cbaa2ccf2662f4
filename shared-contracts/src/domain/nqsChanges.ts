// The elements a revision of the NQS changed (the NQS of 1 January 2026): when one is flagged
// for a centre, and how the flags are counted.

/**
 * A changed element is flagged 'Changed since you answered' for a centre that had answered in it
 * before the revision was loaded, until one of its users marks it reviewed.
 */
export function isNqsChangeFlagged(state: { answeredBefore: boolean; reviewedAt: string | null }): boolean {
  return state.answeredBefore && state.reviewedAt === null;
}

/** How many of the elements are flagged: in one quality area, or in all when none is named. */
export function flaggedNqsChangeCount(
  elements: readonly { flagged: boolean; areaId: number }[],
  areaId?: number,
): number {
  return elements.filter((element) => element.flagged && (areaId === undefined || element.areaId === areaId)).length;
}

/** The line that counts them ('1 element changed since you answered'); empty for none. */
export function nqsChangeCountLabel(count: number): string {
  if (count <= 0) return '';
  return `${count} ${count === 1 ? 'element' : 'elements'} changed since you answered`;
}
