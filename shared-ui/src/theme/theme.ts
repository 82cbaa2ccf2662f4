import { AREA_COLOURS, isQualityAreaId, type ColourPair } from '@qip/shared-contracts/plain';

export type { ColourPair };

const areaColours = AREA_COLOURS;

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
