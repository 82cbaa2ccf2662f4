// The business constants of both specs (section 9), named once for the whole portal.

export const QUALITY_AREA_IDS = [1, 2, 3, 4, 5, 6, 7] as const;
export type QualityAreaId = (typeof QUALITY_AREA_IDS)[number];

/** Elements per standard (assessment spec section 9). */
export const ELEMENTS_PER_STANDARD: Readonly<Record<string, number>> = {
  '1.1': 3,
  '1.2': 3,
  '1.3': 3,
  '2.1': 3,
  '2.2': 3,
  '3.1': 2,
  '3.2': 3,
  '4.1': 2,
  '4.2': 2,
  '5.1': 2,
  '5.2': 2,
  '6.1': 3,
  '6.2': 3,
  '7.1': 3,
  '7.2': 3,
};

/** Area colours by name (assessment spec section 9); AREA_COLOURS holds the values. */
export const AREA_COLOUR_NAMES: Readonly<Record<QualityAreaId, string>> = {
  1: 'green',
  2: 'yellow',
  3: 'pink',
  4: 'light green',
  5: 'orange',
  6: 'magenta',
  7: 'blue',
};

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
 * The area colours' values (1 green, 2 yellow, 3 pink, 4 light green, 5 orange, 6 magenta,
 * 7 blue), chosen so the text on each passes WCAG AA: one definition for the portal's theme and
 * the documents the API makes.
 */
export const AREA_COLOURS: Readonly<Record<QualityAreaId, ColourPair>> = {
  1: { main: '#2e7d32', contrastText: '#ffffff', soft: '#e8f5e9', strong: '#1b5e20' },
  2: { main: '#f6c400', contrastText: '#1f2328', soft: '#fff8d6', strong: '#7a5d00' },
  3: { main: '#d81b60', contrastText: '#ffffff', soft: '#fce4ec', strong: '#a0134a' },
  4: { main: '#8bc34a', contrastText: '#1f2328', soft: '#f1f8e9', strong: '#3d6b12' },
  5: { main: '#f57c00', contrastText: '#1f2328', soft: '#fff3e0', strong: '#a34700' },
  6: { main: '#9c27b0', contrastText: '#ffffff', soft: '#f3e5f5', strong: '#6a1b7a' },
  7: { main: '#1565c0', contrastText: '#ffffff', soft: '#e3f0fc', strong: '#0d4a91' },
};

export const QUESTION_CATEGORIES = ['embedded', 'critical_reflections', 'partnerships_with_family'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];
export const QUESTION_CATEGORY_LABELS: Readonly<Record<QuestionCategory, string>> = {
  embedded: 'Embedded',
  critical_reflections: 'Critical Reflections',
  partnerships_with_family: 'Partnerships with Families',
};

export const QUESTION_STATUS = { unanswered: 0, yes: 1, no: 2, notApplicable: 3 } as const;

export const SAT = {
  strengthsPerElement: 5,
  descriptionLimit: 500,
  expectedPerArea: { 1: 45, 2: 30, 3: 20, 4: 20, 5: 20, 6: 30, 7: 30 } as Record<QualityAreaId, number>,
  autosaveDebounceMs: 2000,
  noticeMs: 3000,
} as const;

export const TASK_STATUS_LABELS = { 1: 'Not started', 2: 'In progress', 3: 'Completed' } as const;
export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;

export const REPORT_TYPES = {
  1: 'Goals',
  2: 'Strengths',
  3: 'Full',
  4: 'Evidences',
  5: 'Evidence tasks',
  6: 'Goal tasks',
  7: 'All tasks',
  /** Not a spec number: the SAT Report tab's document (the spec names the tab but no type). */
  8: 'SAT',
} as const;

export const PAGE_SIZES = {
  tasks: 10,
  reports: 5,
  messages: 24,
  resources: 10,
  shop: 10,
  tutorials: 10,
  /** Past payments (billing tab 3): the spec gives no size. */
  invoices: 10,
} as const;
/** The pager shows every page up to this many, otherwise ellipses. */
export const PAGER_MAX_PLAIN_PAGES = 7;

export const TOAST_DURATION_MS = 1500;
export const SCROLL_HIGHLIGHT_RESET_MS = 1000;

/** The id of the JSON block the API writes into the shell's page (api/src/plugins/bootPage.ts). */
export const BOOT_DATA_ID = 'qip-boot';

/** Below this width the portal shows the small-screen notice. */
export const NARROW_SCREEN_CUTOFF_PX = 768;
/** Below this width the outside-school-hours table switches to its mobile layout. */
export const OSH_TABLE_MOBILE_CUTOFF_PX = 920;
/** Pages whose address contains one of these stay usable on small screens. */
export const SMALL_SCREEN_ALLOWED_PATH_PARTS = ['pricing-plans', 'free-trial', 'signup', 'payment', 'login'] as const;

export const SERVICE_TYPES = [
  { id: 1, label: 'Long Daycare' },
  { id: 2, label: 'Family Daycare' },
  { id: 3, label: 'Pre-school' },
  { id: 4, label: 'OOSH' },
] as const;
export type ServiceTypeId = (typeof SERVICE_TYPES)[number]['id'];

export const STATES_AND_TERRITORIES = ['NSW', 'QLD', 'SA', 'TAS', 'VIC', 'WA', 'ACT', 'NT'] as const;

export const TIME_FORMAT = 'h:mm A';
export const DATE_FORMAT = 'DD/MM/YYYY';
export const LOGO_MIN_PIXELS = 200;

export const FREE_TRIAL_DAYS = 30;
/** Mentoring products keep feedback requests until this many days after the trial. */
export const MENTORING_TRIAL_THRESHOLD_DAYS = -7;
export const PASSWORD_MIN_LENGTH = 8;
export const SESSION_EXPIRY_CHECK_MS = 5000;
export const MINIMUM_COMMITMENT_MONTHS = 6;

/** Plans and prices in Australian dollars including GST (accounts-billing spec section 1). */
export const PLANS = {
  portal: { name: 'Portal', productName: 'QIP Portal', monthly: 97, yearly: 997 },
  mentoring: {
    name: 'Portal + Mentoring',
    productName: 'QIP Portal + Mentoring',
    monthly: 197,
    yearly: 1997,
  },
} as const;
export type PlanId = keyof typeof PLANS;
export type PlanVariant = 'monthly' | 'yearly';

/** Payment-problem age bands, in whole days since the period started. */
export const OVERDUE_BANDS = {
  /** From this many days a payment problem is overdue (below it: notoverdue). */
  overdueFromDays: 7,
  /** Up to this many days it stays overdue (above it: resubscribe). */
  overdueUntilDays: 30,
} as const;

export const SUPPORT_REQUEST_TYPES = [
  'Functionality Question',
  'Bug Report',
  'Feature Suggestion',
  'Account or general enquiry',
  'Other',
] as const;

/** The operator's address when OPERATOR_EMAIL is not set (and until the browser has the configuration). */
export const DEFAULT_SUPPORT_EMAIL = 'support@holisticqip.com.au';

/** The service types' names, as the service request sends one. */
export const SERVICE_TYPE_LABELS = SERVICE_TYPES.map((type) => type.label) as [string, ...string[]];
