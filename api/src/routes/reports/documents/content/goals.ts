import type { Block } from '../../../../shared/documents/model';
import type { ReportSource } from '../source';
import { areaHeading } from './common';
import { improvementPlanTable } from './improvementPlan';

/** Type 1: the improvement plan of each chosen area. */
export function goalsBlocks(source: ReportSource): Block[] {
  return source.areas.flatMap((area, index) => [
    ...areaHeading(area, index === 0),
    { kind: 'heading', level: 2, text: 'Key improvements sought' } satisfies Block,
    improvementPlanTable(area),
  ]);
}
