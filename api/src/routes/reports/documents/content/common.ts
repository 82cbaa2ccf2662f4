import { formatCalendarDate, lastReviewedText, QUESTION_STATUS, reportTypeLabel } from '@qip/shared-contracts';
import type { Block, ReportDocument } from '../../../../shared/documents/model';
import type { ReportSource, SourceArea, SourceElement, SourceQuestion } from '../source';

// What several report types share: the cover's lines, area headings, the text of a question and
// the strengths an element shows.

/** 'Quality Area 2: Children's health and safety'. */
export const areaTitle = (area: SourceArea) => `Quality Area ${area.id}: ${area.name}`;

/** An area's heading, in its colour, starting a new page (except the first section). */
export function areaHeading(area: SourceArea, first: boolean): Block[] {
  const heading: Block = { kind: 'heading', level: 1, text: areaTitle(area), area: area.id };
  return first ? [heading] : [{ kind: 'pageBreak' }, heading];
}

export const isYes = (question: SourceQuestion) => question.status === QUESTION_STATUS.yes;
export const isNo = (question: SourceQuestion) => question.status === QUESTION_STATUS.no;

/** 'Element 1.1.1 Approved learning framework'. */
export const elementTitle = (element: SourceElement) => `${element.label} ${element.name}`;

/** The elements of an area, standard by standard. */
export const elementsOf = (area: SourceArea) => area.standards.flatMap((standard) => standard.elements);

/** The evidence labels a Yes answer is remembered by (the label, else what the evidence is). */
export const evidenceLabels = (question: SourceQuestion) =>
  question.evidence.map((evidence) => evidence.label.trim() || evidence.text.trim()).filter(Boolean);

/** The document every type makes: the cover from the source, then the type's blocks. */
export function reportDocument(
  source: ReportSource,
  title: string,
  blocks: readonly Block[],
  options: { contents?: boolean } = {},
): ReportDocument {
  const coverLines = [
    source.filters.length > 0 ? `Covers: ${source.filters.join(', ')}` : '',
    source.lastReview ? lastReviewedText(source.lastReview) : '',
  ].filter(Boolean);
  return {
    title,
    label: source.label,
    serviceName: source.service.name,
    madeOn: formatCalendarDate(source.madeAt),
    madeBy: source.madeBy,
    coverLines,
    logo: source.service.logo,
    contents: options.contents ?? false,
    blocks,
  };
}

/** A short line for a part of a report with nothing to show, so no section is silently blank. */
export const nothingYet = (what: string): Block => ({ kind: 'paragraph', text: what, muted: true });

/** The report type's name as the dashboard shows it ('Goals report'). */
export const typeTitle = (type: number) => `${reportTypeLabel(type)} report`;
