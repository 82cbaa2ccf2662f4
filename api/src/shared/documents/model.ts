import type { QualityAreaId } from '@qip/shared-contracts';

// A report as a list of blocks that both the PDF and the Word writer draw, so what a report says
// is decided once (content/) and only how it looks differs by format (pdf.ts, docx.ts).

/** A picture embedded in a document: PDF and Word both take PNG and JPEG. */
export interface DocumentImage {
  bytes: Uint8Array;
  type: 'png' | 'jpg';
  /** Its own size in pixels, to keep its proportions. */
  width: number;
  height: number;
}

/** A run of text; a cell or paragraph may be several. */
export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** A web address the run links to. */
  link?: string;
}

export type RichText = string | readonly TextRun[];

export interface TableColumn {
  title: string;
  /** Its share of the page's width (the columns' weights are added up). */
  weight: number;
}

export type Block =
  /** A heading; level 1 headings start a section, are listed in the contents and may carry an area's colour. */
  | { kind: 'heading'; level: 1 | 2 | 3; text: string; area?: QualityAreaId }
  | { kind: 'paragraph'; text: RichText; muted?: boolean }
  | { kind: 'bullets'; items: readonly RichText[] }
  /** A table with a header row (repeated on each page); text wraps inside its cells. */
  | { kind: 'table'; columns: readonly TableColumn[]; rows: ReadonlyArray<readonly RichText[]>; area?: QualityAreaId }
  /** Label and value pairs, as a two-column table without a header. */
  | { kind: 'facts'; rows: ReadonlyArray<readonly [string, RichText]>; area?: QualityAreaId }
  /** A boxed text (the template's strengths box). */
  | { kind: 'box'; title: string; paragraphs: readonly RichText[]; area?: QualityAreaId }
  /** Small pictures in a row, each with its caption. */
  | { kind: 'thumbnails'; images: ReadonlyArray<{ image: DocumentImage; caption: string }> }
  | { kind: 'pageBreak' };

export interface ReportDocument {
  /** The report's kind, as the cover and the page headers show it ('Quality Improvement Plan'). */
  title: string;
  /** The name the person gave the report. */
  label: string;
  serviceName: string;
  /** DD/MM/YYYY. */
  madeOn: string;
  madeBy: string;
  /** Further lines of the cover (filters, the last review). */
  coverLines: readonly string[];
  logo: DocumentImage | null;
  /** A contents page listing the level 1 headings. */
  contents: boolean;
  blocks: readonly Block[];
}
