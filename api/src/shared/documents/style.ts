import { AREA_COLOURS, type ColourPair, type QualityAreaId } from '@qip/shared-contracts';

// The look every document shares (reports in PDF and Word, tax invoices): the portal's colours,
// the type sizes and the page (A4).

export const COLOURS = {
  ink: '#1f2328',
  muted: '#57606a',
  primary: '#1d4e89',
  primarySoft: '#e7eef7',
  rule: '#d0d7de',
  zebra: '#f6f8fa',
  /** A paid invoice's badge, and an unpaid one's. */
  good: '#1a7f37',
  goodSoft: '#dafbe1',
  warning: '#9a6700',
  warningSoft: '#fff8c5',
} as const;

/** The portal's blue for parts of a report that belong to no quality area. */
const NO_AREA: ColourPair = {
  main: COLOURS.primary,
  contrastText: '#ffffff',
  soft: COLOURS.primarySoft,
  strong: COLOURS.primary,
};

export const coloursOf = (area: QualityAreaId | undefined): ColourPair => (area ? AREA_COLOURS[area] : NO_AREA);

/** Points. */
export const TYPE_SIZES = { title: 26, h1: 17, h2: 13, h3: 11, body: 10, table: 8.5, small: 8 } as const;

/** A4 in points, and the margins. */
export const PAGE = { width: 595.28, height: 841.89, margin: 42 } as const;

/** Without '#', as Word wants colours. */
export const hex = (colour: string) => colour.replace('#', '').toUpperCase();

/** Runs of 30 or more characters without a space (addresses, e-mails) may break anywhere. */
export const LONG_WORD = /(\S{30,})/;
