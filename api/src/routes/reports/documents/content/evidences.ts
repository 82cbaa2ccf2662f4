import type { QualityAreaId } from '@qip/shared-contracts';
import type { Block, RichText } from '../../../../shared/documents/model';
import type { ReportSource, SourceElement, SourceEvidence } from '../source';
import { areaHeading, elementsOf, elementTitle, nothingYet } from './common';

// Type 4: per element the evidence its answers rest on: labels, links, comments and pictures.

const COLUMNS = [
  { title: 'Label', weight: 22 },
  { title: 'Type', weight: 10 },
  { title: 'Evidence', weight: 46 },
  { title: 'Added', weight: 22 },
];

function evidenceCell(evidence: SourceEvidence): RichText {
  return evidence.link ? [{ text: evidence.text, link: evidence.link }] : evidence.text;
}

/** Each evidence item once per element, however many of its answers it supports. */
function evidenceOf(element: SourceElement): SourceEvidence[] {
  const seen = new Map<string, SourceEvidence>();
  for (const evidence of element.questions.flatMap((question) => question.evidence)) {
    seen.set(`${evidence.kind}|${evidence.label}|${evidence.text}`, evidence);
  }
  return [...seen.values()];
}

function elementEvidence(element: SourceElement, area: QualityAreaId): Block[] {
  const evidence = evidenceOf(element);
  if (evidence.length === 0) return [];
  const thumbnails = evidence.flatMap((item) =>
    item.thumbnails.map((image) => ({ image, caption: item.label || item.text })),
  );
  return [
    { kind: 'heading', level: 3, text: elementTitle(element) },
    {
      kind: 'table',
      columns: COLUMNS,
      area,
      rows: evidence.map((item) => [item.label, item.kind, evidenceCell(item), `${item.addedOn}, ${item.addedBy}`]),
    },
    ...(thumbnails.length > 0 ? [{ kind: 'thumbnails', images: thumbnails } satisfies Block] : []),
  ];
}

export function evidencesBlocks(source: ReportSource): Block[] {
  return source.areas.flatMap((area, index) => {
    const blocks = elementsOf(area).flatMap((element) => elementEvidence(element, area.id));
    return [
      ...areaHeading(area, index === 0),
      ...(blocks.length > 0 ? blocks : [nothingYet('No evidence provided for this quality area yet.')]),
    ];
  });
}
