import {
  lastReviewedText,
  QIP_REVIEW_MESSAGES,
  QUESTION_CATEGORIES,
  QUESTION_CATEGORY_LABELS,
} from '@qip/shared-contracts';
import type { Block, RichText } from '../../../../shared/documents/model';
import type { ReportSource, SourceArea, SourceStandard } from '../source';
import { areaTitle, isYes } from './common';
import { improvementPlanTable } from './improvementPlan';
import { serviceDetailsBlocks } from './serviceDetails';
import { strengthsSummary } from './strengths';

// Type 3, the Quality Improvement Plan in the layout of the regulator's template (January 2025).

/** The exceeding themes as the template names them; the question categories follow them. */
const THEMES: Record<(typeof QUESTION_CATEGORIES)[number], string> = {
  embedded: 'Practice is embedded in service operations',
  critical_reflections: 'Practice is informed by critical reflection',
  partnerships_with_family: 'Practice is shaped by meaningful engagement with families and/or community',
};

function standardsTable(area: SourceArea): Block {
  return {
    kind: 'table',
    columns: [
      { title: 'Standard / element', weight: 18 },
      { title: 'Concept', weight: 82 },
    ],
    rows: area.standards.flatMap((standard) => [
      [[{ text: `Standard ${standard.label}`, bold: true }], [{ text: standard.name, bold: true }]],
      ...standard.elements.map((element) => [`Element ${element.label}`, element.name]),
    ]),
    area: area.id,
  };
}

function lawsBlocks(area: SourceArea): Block[] {
  const heading: Block = {
    kind: 'heading',
    level: 2,
    text: `National Law and National Regulations underpinning Quality Area ${area.id}`,
  };
  const table: Block = {
    kind: 'table',
    columns: [
      { title: 'Law or regulation', weight: 18 },
      { title: 'Description', weight: 50 },
      { title: 'Associated element', weight: 14 },
      { title: 'Our result', weight: 18 },
    ],
    rows: area.laws.map((law) => [law.law, law.description, law.element, law.result]),
    area: area.id,
  };
  const note = area.lawsNote.trim();
  return [
    heading,
    table,
    ...(note ? [{ kind: 'paragraph', text: [{ text: 'Notes: ', bold: true }, { text: note }] } satisfies Block] : []),
  ];
}

/** Per standard, the three themes with the Yes answers of their category. */
function themesBlocks(standard: SourceStandard): Block[] {
  const rows = QUESTION_CATEGORIES.map((category): RichText[] => {
    const strengths = standard.elements.flatMap((element) =>
      element.questions
        .filter((question) => isYes(question) && question.category === category)
        .map((question) => `${element.label}: ${question.title}`),
    );
    return [
      [{ text: QUESTION_CATEGORY_LABELS[category], bold: true }, { text: `\n${THEMES[category]}` }],
      strengths.length > 0 ? strengths.join('\n') : 'None recorded yet.',
    ];
  });
  return [
    { kind: 'heading', level: 3, text: `Standard ${standard.label} ${standard.name}: exceeding themes` },
    {
      kind: 'table',
      columns: [
        { title: 'Exceeding theme', weight: 30 },
        { title: 'Our strengths', weight: 70 },
      ],
      rows,
    },
  ];
}

function areaBlocks(area: SourceArea): Block[] {
  return [
    { kind: 'pageBreak' },
    { kind: 'heading', level: 1, text: areaTitle(area), area: area.id },
    { kind: 'heading', level: 2, text: 'Standards and elements' },
    standardsTable(area),
    ...lawsBlocks(area),
    { kind: 'heading', level: 2, text: 'Strengths' },
    strengthsSummary(area),
    ...area.standards.flatMap(themesBlocks),
    { kind: 'heading', level: 2, text: 'Key improvements sought' },
    improvementPlanTable(area),
  ];
}

/** The yearly review (regulations 55 and 56): when and by whom, or that there has been none. */
function reviewBlocks(source: ReportSource): Block[] {
  return [
    { kind: 'heading', level: 2, text: 'Review of this QIP' },
    {
      kind: 'paragraph',
      text: source.lastReview ? `${lastReviewedText(source.lastReview)}.` : QIP_REVIEW_MESSAGES.notReviewed,
    },
  ];
}

export function fullBlocks(source: ReportSource): Block[] {
  return [...serviceDetailsBlocks(source.service), ...reviewBlocks(source), ...source.areas.flatMap(areaBlocks)];
}
