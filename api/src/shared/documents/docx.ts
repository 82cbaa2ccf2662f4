import {
  Bookmark,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  InternalHyperlink,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import type { QualityAreaId } from '@qip/shared-contracts';
import type { Block, DocumentImage, ReportDocument, RichText, TableColumn } from './model';
import { COLOURS, coloursOf, hex, PAGE, TYPE_SIZES } from './style';

// Writes a report document as an A4 Word file (docx): the same cover, contents, blocks, header
// and page numbers as the PDF. The contents are links to the sections (no field Word would ask
// to update when the file opens).

/** Twentieths of a point. */
const twips = (points: number) => Math.round(points * 20);
/** Word sizes type in half points. */
const halfPoints = (points: number) => Math.round(points * 2);

const CONTENT_TWIPS = twips(PAGE.width - 2 * PAGE.margin);

const THIN = { style: BorderStyle.SINGLE, size: 4, color: hex(COLOURS.rule) };
const BORDERS = { top: THIN, bottom: THIN, left: THIN, right: THIN, insideHorizontal: THIN, insideVertical: THIN };

function runsOf(rich: RichText, base: { size?: number; color?: string; bold?: boolean } = {}): ParagraphChild[] {
  const runs = typeof rich === 'string' ? [{ text: rich }] : rich;
  return runs.flatMap((run): ParagraphChild[] => {
    const lines = run.text.split('\n');
    const textRuns = lines.map(
      (line, index) =>
        new TextRun({
          text: line,
          break: index > 0 ? 1 : 0,
          bold: run.bold ?? base.bold ?? false,
          italics: run.italic ?? false,
          size: base.size,
          color: run.link ? hex(COLOURS.primary) : base.color,
          underline: run.link ? {} : undefined,
        }),
    );
    return run.link ? [new ExternalHyperlink({ link: run.link, children: textRuns })] : textRuns;
  });
}

const paragraph = (rich: RichText, base: Parameters<typeof runsOf>[1] = {}, after = 80) =>
  new Paragraph({ children: runsOf(rich, base), spacing: { after } });

function widthsOf(columns: readonly TableColumn[]): number[] {
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  return columns.map((column) => Math.floor((column.weight / total) * CONTENT_TWIPS));
}

/** A cell of one or more paragraphs. */
function tableCell(
  content: RichText | readonly RichText[],
  width: number,
  options: { fill?: string; bold?: boolean; color?: string } = {},
) {
  const paragraphs: readonly RichText[] = isParagraphList(content) ? content : [content];
  const base = { size: halfPoints(TYPE_SIZES.table), bold: options.bold, color: options.color && hex(options.color) };
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    margins: { top: 50, bottom: 50, left: 90, right: 90 },
    shading: options.fill ? { type: ShadingType.CLEAR, color: 'auto', fill: hex(options.fill) } : undefined,
    children: paragraphs.map((text, index) => paragraph(text, base, index === paragraphs.length - 1 ? 0 : 80)),
  });
}

/** Paragraphs are a list of rich texts; one rich text is a string or a list of runs. */
const isParagraphList = (content: RichText | readonly RichText[]): content is readonly RichText[] =>
  Array.isArray(content) && content.every((item) => typeof item === 'string' || Array.isArray(item));

function table(
  columns: readonly TableColumn[],
  rows: ReadonlyArray<ReadonlyArray<RichText | readonly RichText[]>>,
  header: boolean,
  area: QualityAreaId | undefined,
) {
  const widths = widthsOf(columns);
  const colours = coloursOf(area);
  const headerRow = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: columns.map((column, index) =>
      tableCell(column.title, widths[index] ?? 0, { fill: colours.soft, bold: true, color: colours.strong }),
    ),
  });
  const bodyRows = rows.map(
    (row, rowIndex) =>
      new TableRow({
        children: row.map((value, index) =>
          tableCell(value, widths[index] ?? 0, {
            fill: !header && index === 0 ? colours.soft : rowIndex % 2 === 1 ? COLOURS.zebra : undefined,
            bold: !header && index === 0,
            color: !header && index === 0 ? colours.strong : undefined,
          }),
        ),
      }),
  );
  return [
    new Table({
      width: { size: CONTENT_TWIPS, type: WidthType.DXA },
      columnWidths: widths,
      layout: TableLayoutType.FIXED,
      borders: BORDERS,
      rows: header ? [headerRow, ...bodyRows] : bodyRows,
    }),
    new Paragraph({ spacing: { after: 120 }, children: [] }),
  ];
}

const imageRun = (image: DocumentImage, maxWidth: number, maxHeight: number) => {
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
  return new ImageRun({
    type: image.type,
    data: image.bytes,
    transformation: { width: Math.round(image.width * scale), height: Math.round(image.height * scale) },
  });
};

/** Bookmarks of the level 1 headings, for the contents' links. */
const bookmarkOf = (index: number) => `section${index + 1}`;

function heading(block: Extract<Block, { kind: 'heading' }>, bookmark: string | null) {
  const colours = coloursOf(block.area);
  if (block.level === 1) {
    const run = new TextRun({
      text: block.text,
      bold: true,
      size: halfPoints(TYPE_SIZES.h1),
      color: hex(colours.contrastText),
    });
    return new Paragraph({
      heading: HeadingLevel.HEADING_1,
      keepNext: true,
      shading: { type: ShadingType.CLEAR, color: 'auto', fill: hex(colours.main) },
      spacing: { before: 0, after: 200 },
      indent: { left: 100, right: 100 },
      children: [bookmark ? new Bookmark({ id: bookmark, children: [run] }) : run],
    });
  }
  return new Paragraph({
    heading: block.level === 2 ? HeadingLevel.HEADING_2 : HeadingLevel.HEADING_3,
    keepNext: true,
    spacing: { before: block.level === 2 ? 240 : 160, after: 80 },
    children: [
      new TextRun({
        text: block.text,
        bold: true,
        size: halfPoints(block.level === 2 ? TYPE_SIZES.h2 : TYPE_SIZES.h3),
        color: hex(block.level === 2 ? colours.strong : COLOURS.ink),
      }),
    ],
  });
}

function blockChildren(block: Block, bookmark: string | null): Array<Paragraph | Table> {
  switch (block.kind) {
    case 'heading':
      return [heading(block, bookmark)];
    case 'paragraph':
      return [paragraph(block.text, { color: block.muted ? hex(COLOURS.muted) : undefined }, 120)];
    case 'bullets':
      return block.items.map(
        (item) => new Paragraph({ bullet: { level: 0 }, spacing: { after: 60 }, children: runsOf(item) }),
      );
    case 'table':
      return table(block.columns, block.rows, true, block.area);
    case 'facts':
      return table(
        [
          { title: '', weight: 28 },
          { title: '', weight: 72 },
        ],
        block.rows.map(([label, value]) => [label, value]),
        false,
        block.area,
      );
    case 'box':
      return table([{ title: block.title, weight: 1 }], [[block.paragraphs]], true, block.area);
    case 'thumbnails':
      return [
        new Paragraph({
          spacing: { after: 120 },
          children: block.images.flatMap(({ image, caption }) => [
            imageRun(image, 130, 100),
            new TextRun({ text: ` ${caption}   `, size: halfPoints(TYPE_SIZES.small), color: hex(COLOURS.muted) }),
          ]),
        }),
      ];
    case 'pageBreak':
      return [new Paragraph({ children: [new PageBreak()] })];
  }
}

function cover(document: ReportDocument): Paragraph[] {
  return [
    new Paragraph({
      spacing: { before: document.logo ? 600 : 2400, after: 480 },
      children: document.logo ? [imageRun(document.logo, 260, 160)] : [],
    }),
    paragraph(document.title, { size: halfPoints(TYPE_SIZES.title), bold: true, color: hex(COLOURS.primary) }, 160),
    paragraph(document.serviceName, { size: halfPoints(TYPE_SIZES.h1) }, 480),
    paragraph(document.label, { size: halfPoints(TYPE_SIZES.h2) }, 120),
    paragraph(`Made on ${document.madeOn} by ${document.madeBy}`, { color: hex(COLOURS.muted) }, 80),
    ...document.coverLines.map((line) => paragraph(line, { color: hex(COLOURS.muted) }, 80)),
    new Paragraph({ children: [new PageBreak()] }),
  ];
}

function contents(titles: readonly string[]): Paragraph[] {
  return [
    paragraph('Contents', { size: halfPoints(TYPE_SIZES.h1), bold: true, color: hex(COLOURS.primary) }, 240),
    ...titles.map(
      (title, index) =>
        new Paragraph({
          spacing: { after: 100 },
          children: [
            new InternalHyperlink({
              anchor: bookmarkOf(index),
              children: [new TextRun({ text: title, color: hex(COLOURS.primary), underline: {} })],
            }),
          ],
        }),
    ),
    new Paragraph({ children: [new PageBreak()] }),
  ];
}

/** A header or footer line; a tab moves what follows to the right edge. */
function small(children: ParagraphChild[]) {
  return new Paragraph({ tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_TWIPS }], children });
}

export async function writeDocx(document: ReportDocument): Promise<Uint8Array> {
  const titles = document.blocks.flatMap((block) =>
    block.kind === 'heading' && block.level === 1 ? [block.text] : [],
  );
  let section = 0;
  const body = document.blocks.flatMap((block) => {
    const isSection = block.kind === 'heading' && block.level === 1;
    const bookmark = isSection && document.contents ? bookmarkOf(section) : null;
    if (isSection) section += 1;
    return blockChildren(block, bookmark);
  });
  const muted = { size: halfPoints(TYPE_SIZES.small), color: hex(COLOURS.muted) };
  const word = new Document({
    creator: document.serviceName,
    title: `${document.title}: ${document.serviceName}`,
    subject: document.label,
    styles: {
      default: {
        document: { run: { font: 'Calibri', size: halfPoints(TYPE_SIZES.body + 0.5), color: hex(COLOURS.ink) } },
      },
    },
    sections: [
      {
        properties: {
          titlePage: true,
          page: {
            size: { width: twips(PAGE.width), height: twips(PAGE.height) },
            margin: {
              top: twips(PAGE.margin + 6),
              bottom: twips(PAGE.margin + 6),
              left: twips(PAGE.margin),
              right: twips(PAGE.margin),
            },
          },
        },
        headers: {
          first: new Header({ children: [] }),
          default: new Header({
            children: [small([new TextRun({ text: `${document.title}  ·  ${document.serviceName}`, ...muted })])],
          }),
        },
        footers: {
          first: new Footer({ children: [] }),
          default: new Footer({
            children: [
              small([
                new TextRun({ text: `Made on ${document.madeOn}\t`, ...muted }),
                new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], ...muted }),
              ]),
            ],
          }),
        },
        children: [...cover(document), ...(document.contents ? contents(titles) : []), ...body],
      },
    ],
  });
  return Packer.toBuffer(word);
}
