import { isQualityAreaId, type QualityAreaId } from '@qip/shared-contracts';

/** A colour with the text colour that reads on it (contrast 4.5:1 or better). */
export interface ColourPair {
  main: string;
  contrastText: string;
  /** A pale tint for backgrounds of that area. */
  soft: string;
  /** The colour dark enough to use for text and borders on white. */
  strong: string;
}

/**
 * Area colours of the spec (1 green, 2 yellow, 3 pink, 4 light green, 5 orange, 6 magenta,
 * 7 blue), chosen so the text on each passes WCAG AA.
 */
const areaColours: Record<QualityAreaId, ColourPair> = {
  1: { main: '#2e7d32', contrastText: '#ffffff', soft: '#e8f5e9', strong: '#1b5e20' },
  2: { main: '#f6c400', contrastText: '#1f2328', soft: '#fff8d6', strong: '#7a5d00' },
  3: { main: '#d81b60', contrastText: '#ffffff', soft: '#fce4ec', strong: '#a0134a' },
  4: { main: '#8bc34a', contrastText: '#1f2328', soft: '#f1f8e9', strong: '#3d6b12' },
  5: { main: '#f57c00', contrastText: '#1f2328', soft: '#fff3e0', strong: '#a34700' },
  6: { main: '#9c27b0', contrastText: '#ffffff', soft: '#f3e5f5', strong: '#6a1b7a' },
  7: { main: '#1565c0', contrastText: '#ffffff', soft: '#e3f0fc', strong: '#0d4a91' },
};

export const theme = {
  colours: {
    primary: '#1d4e89',
    primaryHover: '#163d6c',
    primarySoft: '#e7eef7',
    onPrimary: '#ffffff',
    accent: '#0f7b6c',
    text: '#1f2328',
    textMuted: '#57606a',
    border: '#d0d7de',
    borderStrong: '#8c959f',
    surface: '#ffffff',
    background: '#f5f7fa',
    success: '#1a7f37',
    successSoft: '#dafbe1',
    warning: '#9a6700',
    warningSoft: '#fff8c5',
    danger: '#c62828',
    dangerHover: '#a31f1f',
    dangerSoft: '#ffebe9',
    info: '#0969da',
    infoSoft: '#ddf4ff',
    focus: '#0969da',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  areas: areaColours,
  fonts: {
    body: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, 'SF Mono', Menlo, Consolas, monospace",
  },
  /** Type scale in rem. */
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.25rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
  /** Spacing scale (4 px steps): space(2) is 8px. */
  space: (steps: number) => `${steps * 4}px`,
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.1)',
    raised: '0 10px 30px rgba(15, 23, 42, 0.18)',
  },
  breakpoints: { narrow: 768, desktop: 1100 },
  zIndex: { header: 100, overlay: 1000, toast: 1100 },
} as const;

export type Theme = typeof theme;

/** The colours of a quality area; an unknown area takes the first area's. */
export function areaColour(areaId: number): ColourPair {
  return areaColours[isQualityAreaId(areaId) ? areaId : 1];
}
