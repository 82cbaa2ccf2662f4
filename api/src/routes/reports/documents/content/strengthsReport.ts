import type { Block } from '../../../../shared/documents/model';
import type { ReportSource } from '../source';
import { areaHeading, nothingYet } from './common';
import { elementStrengths } from './strengths';

/** Type 2: per area the Yes answers with the evidence labels they are remembered by. */
export function strengthsBlocks(source: ReportSource): Block[] {
  return source.areas.flatMap((area, index) => {
    const strengths = elementStrengths(area);
    return [
      ...areaHeading(area, index === 0),
      ...(strengths.length > 0 ? strengths : [nothingYet('No strengths recorded for this quality area yet.')]),
    ];
  });
}
