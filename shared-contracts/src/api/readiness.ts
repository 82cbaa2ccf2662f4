import { z } from 'zod';
import { READINESS_CHECK_IDS } from '../domain/readiness';
import { defineEndpoint } from '../http/endpoint';
import { IdSchema } from './common';

// The readiness view of a service (beyond the spec): per check, the rows still to fix, each with
// its quality area and where it is fixed. The page groups them by area (readinessByArea).

export const ReadinessTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('element'), areaId: z.number().int(), elementLabel: z.string() }),
  z.object({
    kind: z.literal('question'),
    areaId: z.number().int(),
    elementLabel: z.string(),
    category: z.string(),
    questionId: IdSchema,
  }),
  z.object({ kind: z.literal('task'), taskId: IdSchema }),
  z.object({ kind: z.literal('laws'), areaId: z.number().int() }),
  z.object({ kind: z.literal('sat'), areaId: z.number().int(), elementLabel: z.string() }),
]);

export const ReadinessRowSchema = z.object({
  /** The quality area, 1 to 7. */
  areaId: z.number().int().min(1).max(7),
  /** What to fix, as its page names it ('1.1.1', a task's name, 'S.168'). */
  label: z.string(),
  /** Its title or description, plain text. */
  title: z.string(),
  /** The check's detail column ('2 answered Yes', a due date, '3 of 5'). */
  detail: z.string(),
  target: ReadinessTargetSchema,
});
export type ReadinessRow = z.infer<typeof ReadinessRowSchema>;

export const ReadinessCheckSchema = z.object({
  id: z.enum(READINESS_CHECK_IDS),
  rows: z.array(ReadinessRowSchema),
});
export type ReadinessCheck = z.infer<typeof ReadinessCheckSchema>;

export const ReadinessSchema = z.object({
  /** The quality areas of the NQS in force, for the page's headings ('Quality Area 1', its title). */
  areas: z.array(z.object({ areaId: z.number().int().min(1).max(7), name: z.string(), title: z.string() })),
  checks: z.array(ReadinessCheckSchema),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

export const readinessEndpoints = {
  view: defineEndpoint({
    method: 'GET',
    path: '/api/readiness',
    access: 'user',
    summary:
      "A service's readiness: per check (no evidence, goals without tasks, overdue tasks, laws not recorded, SAT strengths not chosen) the rows to fix",
    tags: ['readiness'],
    query: z.object({ center_id: IdSchema }),
    response: ReadinessSchema,
    tenancy: { owned: [{ in: 'query', field: 'center_id', kind: 'center' }] },
  }),
};
