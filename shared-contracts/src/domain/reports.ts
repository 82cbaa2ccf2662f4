// Reports (assessment spec sections 2, 3, 5 and 9): the seven types, their filters and the
// wording the reports dashboard and the API share.

import { QUALITY_AREA_IDS, REPORT_TYPES, TASK_STATUS_LABELS, type QualityAreaId } from './constants';
import type { TaskStatus } from './tasks';

export type ReportType = keyof typeof REPORT_TYPES;
export const REPORT_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const satisfies readonly ReportType[];
/** Evidence tasks, goal tasks, all tasks: filtered by status and assignee too. */
export const TASK_REPORT_TYPES = [5, 6, 7] as const satisfies readonly ReportType[];
/** The full submission report: needs the service details at 100%. */
export const FULL_REPORT_TYPE = 3 satisfies ReportType;
/** The self-assessment (SAT) document: per element the chosen strengths and their descriptions. */
export const SAT_REPORT_TYPE = 8 satisfies ReportType;

export const REPORT_FORMATS = ['pdf', 'docx'] as const;
/** PDF or Word. */
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** A report is made in the background: the dashboard polls it until ready or failed. */
export const REPORT_STATUSES = ['generating', 'ready', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_MESSAGES = {
  removed: 'Report removed.',
  fullNeedsServiceDetails:
    'A full submission report can only be generated once your Service Details have been completed.',
  selectNqa: 'Please select at least one NQA.',
  selectStatus: 'Please select at least one task status.',
  failed: 'The report could not be made. Please try again.',
} as const;

/** What a report covers: quality areas; task reports also task statuses and one assignee. */
export interface ReportFilters {
  nqa: readonly QualityAreaId[];
  status?: readonly TaskStatus[];
  /** The assignee's name as shown (the stored string is for people, not for querying). */
  assignee?: string;
}

export function isReportType(type: number): type is ReportType {
  return type in REPORT_TYPES;
}

export function isTaskReport(type: number): boolean {
  return TASK_REPORT_TYPES.some((taskType) => taskType === type);
}

/**
 * The filters string the spec stores: its first 3 characters are dropped when shown and the rest
 * is comma-separated, so it starts with 'NQA': 'NQA1,2,Status: In progress,Assignee: Eli Nguyen'.
 */
export function formatReportFilters(filters: ReportFilters): string {
  const parts: string[] = [[...filters.nqa].sort((a, b) => a - b).join(',')];
  if (filters.status?.length) {
    parts.push(...[...filters.status].sort().map((status) => `Status: ${TASK_STATUS_LABELS[status]}`));
  }
  if (filters.assignee?.trim()) parts.push(`Assignee: ${filters.assignee.trim()}`);
  return `NQA${parts.filter(Boolean).join(',')}`;
}

/** The list's filters column: the stored string without its first 3 characters, as a list. */
export function describeReportFilters(stored: string): string[] {
  return stored
    .slice(3)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (/^\d$/.test(part) ? `NQA ${part}` : part));
}

const AREA_FILTER = /^NQA \d$/;

/**
 * The filters as the list shows them: describeReportFilters, with every quality area chosen
 * said once ('All NQAs') rather than as seven entries.
 */
export function reportFilterSummary(stored: string): string[] {
  const parts = describeReportFilters(stored);
  const areas = new Set(parts.filter((part) => AREA_FILTER.test(part)));
  if (areas.size < QUALITY_AREA_IDS.length) return parts;
  return ['All NQAs', ...parts.filter((part) => !AREA_FILTER.test(part))];
}

export function reportTypeLabel(type: number): string {
  return isReportType(type) ? REPORT_TYPES[type] : 'Report';
}

/**
 * The dashboard's tabs, named in its address (`?tab=sat`, SAT_REPORT_PATH), with the types each
 * makes and lists. The SAT Report tab makes the SAT document (type 8).
 */
export const REPORT_TABS = {
  goals: { label: 'Goal/Strength Reports', types: [1, 2, 3, 4] },
  sat: { label: 'SAT Report', types: [SAT_REPORT_TYPE] },
  tasks: { label: 'Task Reports', types: TASK_REPORT_TYPES },
} as const satisfies Record<string, { label: string; types: readonly ReportType[] }>;
export type ReportTab = keyof typeof REPORT_TABS;
export const REPORT_TAB_IDS: readonly ReportTab[] = ['goals', 'sat', 'tasks'];

/** The tab an address names (`?tab=sat`); the first tab when it names none or an unknown one. */
export function reportTabOf(value: string | null | undefined): ReportTab {
  return REPORT_TAB_IDS.find((tab) => tab === value) ?? 'goals';
}

/** The tab that makes and lists a report type. */
export function reportTabOfType(type: number): ReportTab {
  return REPORT_TAB_IDS.find((tab) => REPORT_TABS[tab].types.some((tabType) => tabType === type)) ?? 'goals';
}

/**
 * True for the API's refusal of a full report while the service details are incomplete: the
 * spec's message ('...once your Service Details have been completed.') or its variant ('...can
 * only be sent once the Service Details have been completed (100%)').
 */
export function isFullReportRefusal(message: string | null | undefined): boolean {
  return typeof message === 'string' && /Service Details have been completed/i.test(message);
}
