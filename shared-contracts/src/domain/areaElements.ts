/**
 * The element an area page shows: the one its address names (`?element=1.3.1`), else the area's
 * first. The page and the reads the shell sends for it early both choose with this.
 */
export function selectedElement<Level extends { subLevels: readonly { label: string }[] }>(
  levels: readonly Level[],
  elementLabel: string | null,
): { level: Level; subLevel: Level['subLevels'][number] } | null {
  const pairs = levels.flatMap((level) => level.subLevels.map((subLevel) => ({ level, subLevel })));
  return pairs.find((pair) => pair.subLevel.label === elementLabel) ?? pairs[0] ?? null;
}
