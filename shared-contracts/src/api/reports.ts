import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { DateTimeSchema, IdSchema } from './common';

// The reports a centre has generated (assessment spec section 3). Generating, downloading and
// deleting reports come with the reports dashboard; this is the read-only list the NQA
// dashboard counts.

export const ReportSchema = z.object({
  id: IdSchema,
  /** Where the document can be downloaded; null until it has been produced. */
  url: z.string().nullable(),
  report_label: z.string(),
  /** 1 Goals, 2 Strengths, 3 Full, 4 Evidences, 5 Evidence tasks, 6 Goal tasks, 7 All tasks. */
  type: z.number().int().min(1).max(7),
  filters: z.string(),
  createdBy: z.string(),
  createdAt: DateTimeSchema,
  centerName: z.string(),
});
export type Report = z.infer<typeof ReportSchema>;

export const reportEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/reports',
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
};
