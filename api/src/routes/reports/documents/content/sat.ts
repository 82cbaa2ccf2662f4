import { satAreaCount } from '@qip/shared-contracts';
import type { Block } from '../../../../shared/documents/model';
import type { ReportSource } from '../source';
import { areaHeading, elementsOf, elementTitle, nothingYet } from './common';

// Type 8, the self-assessment (SAT): per element the strengths chosen for it and their
// descriptions, with how many are chosen of the number expected per area.

export function satBlocks(source: ReportSource): Block[] {
  return source.areas.flatMap((area, index) => {
    const elements = elementsOf(area);
    const count = satAreaCount(
      area.id,
      elements.reduce((sum, element) => sum + element.sat.length, 0),
    );
    const perElement = elements.flatMap((element): Block[] =>
      element.sat.length === 0
        ? []
        : [
            { kind: 'heading', level: 3, text: elementTitle(element) },
            {
              kind: 'table',
              columns: [
                { title: 'Strength', weight: 45 },
                { title: 'Description', weight: 55 },
              ],
              rows: element.sat.map((strength) => [strength.title, strength.description || 'No description yet.']),
              area: area.id,
            },
          ],
    );
    return [
      ...areaHeading(area, index === 0),
      {
        kind: 'paragraph',
        text: [
          { text: 'Strengths chosen: ', bold: true },
          { text: `${count.text}${count.reached ? ' (reached)' : ''}` },
        ],
      } satisfies Block,
      ...(perElement.length > 0 ? perElement : [nothingYet('No strengths chosen for this quality area yet.')]),
    ];
  });
}
