import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { PAGE_READ_PATHS } from '../routes/pageReads';
import { IdSchema } from './common';

/** Progress of one quality area: its id (1-7) and the percentage completed. */
export const NqaProgressItemSchema = z.object({
  id: z.number().int().min(1).max(7),
  completed: z.number().min(0).max(100),
});

/** A centre's progress across the seven quality areas (spec: totalProgress and nqaItems). */
export const NqaProgressSchema = z.object({
  totalProgress: z.number().min(0).max(100),
  nqaItems: z.array(NqaProgressItemSchema),
});
export type NqaProgress = z.infer<typeof NqaProgressSchema>;

export const progressEndpoints = {
  /** The numbers behind the dashboard cards and the shell's 'QIP Finished' bar. */
  nqaProgress: defineEndpoint({
    method: 'GET',
    path: PAGE_READ_PATHS.nqaProgress,
    access: 'user',
    summary: "A centre's progress per quality area and in total",
    tags: ['assessment'],
    params: z.object({ centerId: IdSchema }),
    response: NqaProgressSchema,
    tenancy: { owned: [{ in: 'params', field: 'centerId', kind: 'center' }] },
    // The header's bar asks first; the dashboard, mounted a moment later, is given the same reply.
    reuseForMs: 2000,
  }),
};
