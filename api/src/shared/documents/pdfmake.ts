import path from 'node:path';
import pdfmake from 'pdfmake';
import type { CustomTableLayout, TDocumentDefinitions } from 'pdfmake/interfaces';
import { COLOURS, PAGE, TYPE_SIZES } from './style';

// The one pdfmake set-up of the API's PDF documents (reports and tax invoices): the portal's font,
// nothing fetched or read but that font, A4 pages and the body text's look.

const FONTS_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

pdfmake.setFonts({
  Roboto: {
    normal: path.join(FONTS_DIR, 'Roboto-Regular.ttf'),
    bold: path.join(FONTS_DIR, 'Roboto-Medium.ttf'),
    italics: path.join(FONTS_DIR, 'Roboto-Italic.ttf'),
    bolditalics: path.join(FONTS_DIR, 'Roboto-MediumItalic.ttf'),
  },
});
// Nothing a document contains is fetched or read from disk: pictures come as bytes.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => file.startsWith(FONTS_DIR));

/** The width between the page's margins, in points. */
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/** A cell's padding and rule, which pdfmake adds to the width a column is given. */
export const CELL_CHROME = 9;

/** A table's thin rules, its header row filled with `header` and every other row after it striped. */
export const ruled = (header: string): CustomTableLayout => ({
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => COLOURS.rule,
  vLineColor: () => COLOURS.rule,
  fillColor: (row: number) => (row === 0 ? header : row % 2 === 0 ? COLOURS.zebra : null),
  paddingTop: () => 3,
  paddingBottom: () => 3,
});

/** An A4 document in the portal's font and ink: what each document adds is its info, content, header and footer. */
export function a4Document(
  parts: Omit<TDocumentDefinitions, 'pageSize' | 'pageMargins' | 'defaultStyle'>,
): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [PAGE.margin, PAGE.margin + 6, PAGE.margin, PAGE.margin + 6],
    defaultStyle: { font: 'Roboto', fontSize: TYPE_SIZES.body, lineHeight: 1.2, color: COLOURS.ink },
    ...parts,
  };
}

/** The PDF's bytes. */
export function pdfBytes(definition: TDocumentDefinitions): Promise<Uint8Array> {
  return pdfmake.createPdf(definition).getBuffer();
}
