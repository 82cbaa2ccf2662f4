import type { QualityAreaId } from '@qip/shared-contracts';
import type { Block, ReportDocument } from '../documents/model';
import { ELEMENT_GUIDES } from './elementGuides';

// The starter library's element sheet: a critical-reflection prompt sheet and an improvement-plan
// worksheet for one element of the NQS, laid out as blocks the report writers draw as PDF or Word.

export interface SheetElement {
  /** '1.3.2' */
  label: string;
  /** 'Critical reflection' */
  title: string;
  /** 'Assessment and planning' */
  standardName: string;
  /** "Educational program and practice" */
  areaName: string;
}

/** The title the sheet's cover, header and library label give it. */
export const ELEMENT_SHEET_TITLE = 'Critical reflection and improvement worksheet';

/** The label of an element's sheet in the library: '1.3.2 Critical reflection: reflection prompts and improvement worksheet'. */
export const elementSheetLabel = (element: { label: string; title: string }) =>
  `${element.label} ${element.title}: reflection prompts and improvement worksheet`;

/** The file name it downloads as. */
export const elementSheetFileName = (element: { label: string; title: string }, format: 'pdf' | 'docx') =>
  `Element ${element.label} ${element.title.replace(/[\\/:*?"<>|]+/g, '-')} - reflection and improvement worksheet.${format}`;

const BLANK = '';

/** The document of an element's sheet; `madeOn` is DD/MM/YYYY. */
export function elementSheetDocument(element: SheetElement, madeOn: string): ReportDocument {
  const guide = ELEMENT_GUIDES[element.label];
  if (!guide) throw new Error(`No guide for element ${element.label}`);
  const area = Number(element.label.split('.')[0]) as QualityAreaId;
  const blocks: Block[] = [
    { kind: 'heading', level: 1, text: `Element ${element.label} ${element.title}`, area },
    {
      kind: 'facts',
      area,
      rows: [
        ['Quality Area', `${area} ${element.areaName}`],
        ['Standard', `${element.label.split('.').slice(0, 2).join('.')} ${element.standardName}`],
        ['What the element looks for', guide.about],
      ],
    },
    {
      kind: 'paragraph',
      text: 'Use this sheet at a team meeting: talk through the questions, write down what you see in practice, then plan one to three improvements. The plan can go straight into your QIP.',
      muted: true,
    },
    { kind: 'heading', level: 2, text: 'Questions for critical reflection' },
    { kind: 'bullets', items: guide.prompts },
    {
      kind: 'table',
      area,
      columns: [
        { title: 'Question', weight: 3 },
        { title: 'What we see in our practice (evidence)', weight: 4 },
        { title: 'Whose voice is missing?', weight: 2 },
      ],
      rows: guide.prompts.map((prompt) => [prompt, BLANK, BLANK]),
    },
    { kind: 'pageBreak' },
    { kind: 'heading', level: 1, text: 'Improvement plan worksheet', area },
    {
      kind: 'table',
      area,
      columns: [
        { title: 'Focus', weight: 3 },
        { title: 'Where we are now', weight: 3 },
        { title: 'What we will do (steps)', weight: 4 },
        { title: 'Who', weight: 1.5 },
        { title: 'By when', weight: 1.5 },
        { title: 'How we will know (success measure)', weight: 3 },
        { title: 'Priority (L/M/H)', weight: 1.2 },
      ],
      rows: guide.focus.map((focus) => [focus, BLANK, BLANK, BLANK, BLANK, BLANK, BLANK]),
    },
    { kind: 'heading', level: 2, text: 'Reviewing progress' },
    {
      kind: 'facts',
      rows: [
        ['Date reviewed', BLANK],
        ['What changed for children', BLANK],
        ['What we will keep doing', BLANK],
        ['Next step', BLANK],
      ],
    },
  ];
  return {
    title: ELEMENT_SHEET_TITLE,
    label: `Element ${element.label} ${element.title}`,
    serviceName: 'QIP Portal resource library',
    madeOn,
    madeBy: 'Holistic QIP',
    coverLines: [`Quality Area ${area}: ${element.areaName}`, `Standard: ${element.standardName}`],
    logo: null,
    contents: false,
    blocks,
  };
}
