import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { a4Document, CELL_CHROME, CONTENT_WIDTH, pdfBytes, ruled } from './pdfmake';
import { COLOURS, coloursOf, LONG_WORD, PAGE, TYPE_SIZES } from './style';
import type { Block, DocumentImage, ReportDocument, RichText, TableColumn } from './model';

// Writes a report document as an A4 PDF (pdfmake): a cover, an optional contents page, the
// blocks, and on every page after the cover the report's name, the service and 'Page n of m'.

const dataUrl = (image: DocumentImage) =>
  `data:image/${image.type === 'jpg' ? 'jpeg' : 'png'};base64,${Buffer.from(image.bytes).toString('base64')}`;

/** Text runs, with long unbroken words allowed to break so no cell overflows. */
function textOf(rich: RichText): string | Content[] {
  // A plain text is one node: fewer nodes is much less for pdfmake to lay out.
  if (typeof rich === 'string' && !LONG_WORD.test(rich)) return rich;
  const runs = typeof rich === 'string' ? [{ text: rich }] : rich;
  return runs.flatMap((run) =>
    run.text
      .split(LONG_WORD)
      .filter((part) => part !== '')
      .map((part): Content => ({
        text: part,
        bold: run.bold ?? false,
        italics: run.italic ?? false,
        ...(LONG_WORD.test(part) ? { wordBreak: 'break-all' as const } : {}),
        ...(run.link ? { link: run.link, color: COLOURS.primary, decoration: 'underline' as const } : {}),
      })),
  );
}

const cell = (rich: RichText): TableCell => ({ text: textOf(rich) });

const lengthOf = (rich: RichText) => (typeof rich === 'string' ? rich : rich.map((run) => run.text).join('')).length;

/** Rows short enough to keep whole move to the next page rather than split (a long row may split). */
const SHORT_ROW_CHARACTERS = 300;
const keepsRowsWhole = (rows: ReadonlyArray<readonly RichText[]>) =>
  rows.every((row) => row.every((value) => lengthOf(value) < SHORT_ROW_CHARACTERS));

function widthsOf(columns: readonly TableColumn[]): number[] {
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  const room = CONTENT_WIDTH - columns.length * CELL_CHROME;
  return columns.map((column) => (column.weight / total) * room);
}

function heading(block: Extract<Block, { kind: 'heading' }>): Content {
  const colours = coloursOf(block.area);
  if (block.level === 1) {
    return {
      table: {
        widths: [CONTENT_WIDTH - CELL_CHROME],
        body: [
          [
            {
              text: block.text,
              tocItem: true,
              fontSize: TYPE_SIZES.h1,
              bold: true,
              color: colours.contrastText,
              fillColor: colours.main,
              margin: [6, 6, 6, 6],
            },
          ],
        ],
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 10],
    };
  }
  return {
    text: block.text,
    bold: true,
    fontSize: block.level === 2 ? TYPE_SIZES.h2 : TYPE_SIZES.h3,
    color: block.level === 2 ? colours.strong : COLOURS.ink,
    margin: [0, block.level === 2 ? 12 : 8, 0, 4],
    headlineLevel: block.level,
  };
}

function blockContent(block: Block): Content {
  switch (block.kind) {
    case 'heading':
      return heading(block);
    case 'paragraph':
      return { text: textOf(block.text), color: block.muted ? COLOURS.muted : COLOURS.ink, margin: [0, 0, 0, 6] };
    case 'bullets':
      return { ul: block.items.map((item) => ({ text: textOf(item) })), margin: [0, 0, 0, 6] };
    case 'table':
      return {
        table: {
          headerRows: 1,
          dontBreakRows: keepsRowsWhole(block.rows),
          widths: widthsOf(block.columns),
          body: [
            block.columns.map((column) => ({ text: column.title, bold: true, color: coloursOf(block.area).strong })),
            ...block.rows.map((row) => row.map(cell)),
          ],
        },
        layout: ruled(coloursOf(block.area).soft),
        fontSize: TYPE_SIZES.table,
        margin: [0, 2, 0, 10],
      };
    case 'facts':
      return {
        table: {
          widths: widthsOf([
            { title: '', weight: 28 },
            { title: '', weight: 72 },
          ]),
          body: block.rows.map(([label, value]) => [
            { text: label, bold: true, color: coloursOf(block.area).strong, fillColor: coloursOf(block.area).soft },
            cell(value),
          ]),
        },
        layout: ruled(coloursOf(block.area).soft),
        fontSize: TYPE_SIZES.table + 0.5,
        margin: [0, 2, 0, 10],
      };
    case 'box':
      return {
        table: {
          widths: [CONTENT_WIDTH - CELL_CHROME],
          body: [
            [
              {
                text: block.title,
                bold: true,
                color: coloursOf(block.area).strong,
                fillColor: coloursOf(block.area).soft,
              },
            ],
            [{ stack: block.paragraphs.map((paragraph) => ({ text: textOf(paragraph), margin: [0, 0, 0, 4] })) }],
          ],
        },
        layout: ruled(coloursOf(block.area).soft),
        margin: [0, 2, 0, 10],
      };
    case 'thumbnails':
      return {
        columns: block.images.slice(0, 40).map(({ image, caption }) => ({
          width: 110,
          stack: [
            { image: dataUrl(image), fit: [100, 80] },
            { text: caption, fontSize: TYPE_SIZES.small, color: COLOURS.muted },
          ],
        })),
        columnGap: 8,
        margin: [0, 0, 0, 10],
      };
    case 'pageBreak':
      return { text: '', pageBreak: 'after' };
  }
}

/** Thumbnails four to a row, so a row never runs off the page. */
function laidOut(blocks: readonly Block[]): Content[] {
  return blocks.flatMap((block): Content[] => {
    if (block.kind !== 'thumbnails') return [blockContent(block)];
    const rows: Content[] = [];
    for (let start = 0; start < block.images.length; start += 4) {
      rows.push(blockContent({ kind: 'thumbnails', images: block.images.slice(start, start + 4) }));
    }
    return rows;
  });
}

function cover(document: ReportDocument): Content[] {
  return [
    ...(document.logo
      ? [
          {
            image: dataUrl(document.logo),
            fit: [200, 120] as [number, number],
            margin: [0, 40, 0, 30] as [number, number, number, number],
          },
        ]
      : [{ text: '', margin: [0, 120, 0, 0] as [number, number, number, number] }]),
    { text: document.title, fontSize: TYPE_SIZES.title, bold: true, color: COLOURS.primary, margin: [0, 0, 0, 8] },
    { text: document.serviceName, fontSize: TYPE_SIZES.h1, color: COLOURS.ink, margin: [0, 0, 0, 24] },
    { text: document.label, fontSize: TYPE_SIZES.h2, color: COLOURS.ink, margin: [0, 0, 0, 6] },
    { text: `Made on ${document.madeOn} by ${document.madeBy}`, color: COLOURS.muted, margin: [0, 0, 0, 4] },
    ...document.coverLines.map((line): Content => ({ text: line, color: COLOURS.muted, margin: [0, 0, 0, 4] })),
    { text: '', pageBreak: 'after' },
  ];
}

function contents(): Content[] {
  return [
    {
      toc: {
        title: { text: 'Contents', fontSize: TYPE_SIZES.h1, bold: true, color: COLOURS.primary, margin: [0, 0, 0, 12] },
        textMargin: [0, 3, 0, 3],
      },
    },
    { text: '', pageBreak: 'after' },
  ];
}

export function definitionOf(document: ReportDocument): TDocumentDefinitions {
  return a4Document({
    info: {
      title: `${document.title}: ${document.serviceName}`,
      author: document.serviceName,
      subject: document.label,
    },
    header: (page) =>
      page === 1
        ? null
        : {
            text: `${document.title}  ·  ${document.serviceName}`,
            fontSize: TYPE_SIZES.small,
            color: COLOURS.muted,
            margin: [PAGE.margin, 20, PAGE.margin, 0],
          },
    footer: (page, pages) => ({
      columns: [
        { text: `Made on ${document.madeOn}`, fontSize: TYPE_SIZES.small, color: COLOURS.muted },
        { text: `Page ${page} of ${pages}`, alignment: 'right', fontSize: TYPE_SIZES.small, color: COLOURS.muted },
      ],
      margin: [PAGE.margin, 14, PAGE.margin, 0],
    }),
    content: [...cover(document), ...(document.contents ? contents() : []), ...laidOut(document.blocks)],
  });
}

/** The PDF's bytes. */
export function writePdf(document: ReportDocument): Promise<Uint8Array> {
  return pdfBytes(definitionOf(document));
}
