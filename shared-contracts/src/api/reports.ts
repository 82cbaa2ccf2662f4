import { z } from 'zod';
import { QUALITY_AREA_IDS } from '../domain/constants';
import { REPORT_FORMATS, REPORT_MESSAGES, REPORT_STATUSES, REPORT_TYPE_IDS } from '../domain/reports';
import { TASK_STATUSES } from '../domain/tasks';
import { defineEndpoint } from '../http/endpoint';
import { PAGE_READ_PATHS } from '../routes/pageReads';
import { DateTimeSchema, FileDownloadSchema, hasNoNul, IdSchema, NO_NUL_MESSAGE, OkSchema } from './common';

// The reports a centre generates (assessment spec sections 2, 3, 5, 7 and 9). A report is made on
// the server in the background: POST /api/report answers at once with the report 'generating';
// the dashboard polls GET /api/report/progress/{id} (what is being done, a percentage) until it
// is 'ready' or 'failed', then refreshes the list. The file itself is fetched from the url that
// GET /api/report/download/{id} returns, signed in, as an attachment (PDF or Word).

export const ReportTypeSchema = z.union(REPORT_TYPE_IDS.map((type) => z.literal(type)));
export const ReportFormatSchema = z.enum(REPORT_FORMATS);
export const ReportStatusSchema = z.enum(REPORT_STATUSES);

export const ReportSchema = z.object({
  id: IdSchema,
  /** Where the document can be downloaded; null until it has been produced. */
  url: z.string().nullable(),
  report_label: z.string(),
  /** 1 Goals, 2 Strengths, 3 Full, 4 Evidences, 5 Evidence tasks, 6 Goal tasks, 7 All tasks, 8 SAT. */
  type: z.number().int().min(1).max(8),
  /** The spec's filters string ('NQA1,2,...'; see formatReportFilters). */
  filters: z.string(),
  format: ReportFormatSchema,
  status: ReportStatusSchema,
  createdBy: z.string(),
  createdAt: DateTimeSchema,
  centerName: z.string(),
});
export type Report = z.infer<typeof ReportSchema>;

/** POST /api/report (spec: user_id, center_id, report_label, type, filters list), plus the format. */
export const CreateReportSchema = z.object({
  user_id: IdSchema,
  center_id: IdSchema,
  report_label: z
    .string()
    .trim()
    .min(1, 'This field is required.')
    .max(120, 'Must be at most 120 characters.')
    .refine(hasNoNul, NO_NUL_MESSAGE),
  type: ReportTypeSchema,
  format: ReportFormatSchema.default('pdf'),
  filters: z.object({
    /** The quality areas the report covers (at least one). */
    nqa: z
      .array(z.union(QUALITY_AREA_IDS.map((id) => z.literal(id))))
      .min(1, REPORT_MESSAGES.selectNqa)
      .max(QUALITY_AREA_IDS.length),
    /** Task reports only: the task statuses to include (none: all). */
    status: z
      .array(z.union(TASK_STATUSES.map((status) => z.literal(status))))
      .max(TASK_STATUSES.length)
      .optional(),
    /** Task reports only: one assignee (a user of the centre). */
    assignee_id: IdSchema.optional(),
  }),
});
export type CreateReportInput = z.input<typeof CreateReportSchema>;

/** How far the making of a report has got. */
export const ReportProgressSchema = z.object({
  id: IdSchema,
  status: ReportStatusSchema,
  /** 0 to 100. */
  percent: z.number().int().min(0).max(100),
  /** What is being done, for people: 'Reading the answers of NQA 2', 'Writing the PDF'. */
  step: z.string(),
  /** When failed: what went wrong, for people. */
  error: z.string().nullable(),
});
export type ReportProgress = z.infer<typeof ReportProgressSchema>;

/** GET /api/report/download/{id} (spec: returns file_name and url). */
export const ReportDownloadSchema = FileDownloadSchema;
export type ReportDownload = z.infer<typeof ReportDownloadSchema>;

/** The address of a report's file. */
export function reportFilePath(id: string): string {
  return `/api/report/file/${encodeURIComponent(id)}`;
}

export const reportEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: PAGE_READ_PATHS.reports,
    access: 'user',
    summary: "A centre's reports, newest first (optionally only those one user made)",
    tags: ['reports'],
    query: z.object({ center_id: IdSchema, user_id: IdSchema.optional() }),
    response: z.array(ReportSchema),
    tenancy: {
      owned: [
        { in: 'query', field: 'center_id', kind: 'center' },
        { in: 'query', field: 'user_id', kind: 'user' },
      ],
    },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/report',
    access: 'user',
    summary: 'Starts making a report as PDF or Word; answers at once with the report generating (poll its progress)',
    tags: ['reports'],
    live: { entity: 'reports' },
    body: CreateReportSchema,
    response: ReportSchema,
    successStatus: 201,
    // Each report is a second or two of the server's work.
    rateLimit: 'makesReports',
    tenancy: {
      owned: [
        { in: 'body', field: 'center_id', kind: 'center' },
        { in: 'body', field: 'user_id', kind: 'self' },
      ],
    },
    example: { body: { report_label: 'Goals for the team meeting', type: 1, format: 'pdf', filters: { nqa: [1, 2] } } },
  }),
  progress: defineEndpoint({
    method: 'GET',
    path: '/api/report/progress/:id',
    access: 'user',
    summary: 'How far the making of a report has got',
    tags: ['reports'],
    params: z.object({ id: IdSchema }),
    response: ReportProgressSchema,
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'report' }] },
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/api/report/download/:id',
    access: 'user',
    summary: "A ready report's file name and where to fetch it",
    tags: ['reports'],
    params: z.object({ id: IdSchema }),
    response: ReportDownloadSchema,
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'report' }] },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/reports/:id',
    access: 'user',
    summary: 'Deletes a report and its file (its maker or an administrator of the service)',
    tags: ['reports'],
    live: { entity: 'reports' },
    params: z.object({ id: IdSchema }),
    response: OkSchema,
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'report' }] },
  }),
};
