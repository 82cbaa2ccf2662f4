import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { NqsVersionSchema } from './assessment';
import { DateTimeSchema, IdSchema } from './common';

// The elements a revision of the NQS changed (the NQS of 1 January 2026), per centre: flagged
// 'Changed since you answered' when the centre had answered in one before the revision was
// loaded, until one of its users marks it reviewed.

/** One element the NQS in force changed, with a centre's state for it. */
export const NqsElementChangeSchema = z.object({
  /** The element's category id (a stable key first minted by the version revised: 'nqs2018-2.2.3'). */
  categoryId: IdSchema,
  /** '2.2.3' */
  label: z.string(),
  areaId: z.number().int().min(1).max(7),
  /** Its name in the NQS in force. */
  title: z.string(),
  /** Its name before the change (the same when only the descriptor changed). */
  previousTitle: z.string(),
  /** What changed, in plain words. */
  summary: z.string(),
  /** The centre had answered in the element before the revision was loaded. */
  answeredBefore: z.boolean(),
  /** Answered before and not reviewed since: shown 'Changed since you answered'. */
  flagged: z.boolean(),
  reviewedAt: DateTimeSchema.nullable(),
  reviewedByName: z.string().nullable(),
});
export type NqsElementChange = z.infer<typeof NqsElementChangeSchema>;

export const NqsChangesSchema = z.object({
  version: NqsVersionSchema,
  elements: z.array(NqsElementChangeSchema),
});
export type NqsChanges = z.infer<typeof NqsChangesSchema>;

export const nqsChangeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/nqs-changes',
    access: 'user',
    summary:
      'The elements the NQS in force changed, each flagged when the centre answered it before and has not reviewed it',
    tags: ['assessment'],
    query: z.object({ center_id: IdSchema }),
    response: NqsChangesSchema,
    tenancy: { owned: [{ in: 'query', field: 'center_id', kind: 'center' }] },
  }),
  review: defineEndpoint({
    method: 'POST',
    path: '/api/nqs-changes/review',
    access: 'user',
    summary:
      "Marks a changed element reviewed for a centre (who and when), which clears its 'changed since you answered' flag",
    tags: ['assessment'],
    body: z.object({ center_id: IdSchema, category_id: IdSchema }),
    response: NqsElementChangeSchema,
    tenancy: {
      owned: [{ in: 'body', field: 'center_id', kind: 'center' }],
      shared: [{ in: 'body', field: 'category_id', kind: 'changedNqsElement' }],
    },
    // The area page's flag clears for the colleagues looking at it (useNqsChanges reloads).
    live: { entity: 'questions', summary: (element) => element.label },
  }),
};
