import { z } from 'zod';
import { CHANGE_KINDS, HISTORY_PAGE_SIZE } from '../domain/history';
import { defineEndpoint } from '../http/endpoint';
import type { SaveConflict } from '../http/errors';
import { DateTimeSchema, IdSchema } from './common';

// History (issue 17): the changes to a question's answer and what hangs off it (notes, strategy,
// evidence, tasks, SAT description), newest first, and putting an earlier text back.

/** One recorded change: who, when, what, and the values before and after. */
export const ChangeEntrySchema = z.object({
  id: IdSchema,
  centerId: IdSchema,
  questionId: IdSchema.nullable(),
  kind: z.enum(CHANGE_KINDS),
  /** The field or action ('notes', 'status', 'linked', a task's field, a law's label). */
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** Who made it: their id and their name now (null once they are no longer a user). */
  userId: IdSchema.nullable(),
  userName: z.string().nullable(),
  at: DateTimeSchema,
  /** A text that 'Restore this version' can put back (notes, strategy, evidence note, self-assessment, SAT description). */
  restorable: z.boolean(),
});
export type ChangeEntry = z.infer<typeof ChangeEntrySchema>;

export const HistoryPageSchema = z.object({
  entries: z.array(ChangeEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type HistoryPage = z.infer<typeof HistoryPageSchema>;

export const HistoryQuerySchema = z.object({
  center_id: IdSchema,
  question_id: IdSchema,
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  page_size: z.coerce.number().int().min(1).max(100).optional().default(HISTORY_PAGE_SIZE),
});

export const RestoreChangeSchema = z.object({
  /** Which of the entry's values to put back: the text before the change or after it. */
  value: z.enum(['before', 'after'], { message: "must be 'before' or 'after'" }),
});
export type RestoreChangeInput = z.input<typeof RestoreChangeSchema>;

/**
 * What a save from an older copy is refused with (409): the words 'Changed by {name} at {time}'
 * and the text saved meanwhile, with the version to send to save over it.
 */
export const SaveConflictSchema = z.object({
  statusCode: z.literal(409),
  message: z.string(),
  current: z.object({
    text: z.string().nullable(),
    version: z.number().int(),
    by: z.string(),
    at: DateTimeSchema,
  }),
}) satisfies z.ZodType<SaveConflict>;

export const historyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/history',
    access: 'user',
    summary:
      "The changes to a centre's answer to a question (its notes, strategy, texts, evidence, tasks, SAT description), newest first, a page at a time",
    tags: ['history'],
    query: HistoryQuerySchema,
    response: HistoryPageSchema,
    tenancy: {
      owned: [{ in: 'query', field: 'center_id', kind: 'center' }],
      shared: [{ in: 'query', field: 'question_id', kind: 'question' }],
    },
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/api/history/:id/restore',
    access: 'user',
    summary:
      'Puts the text before or after a change (notes, strategy, evidence note, self-assessment, SAT description) back, as a new change',
    tags: ['history'],
    params: z.object({ id: IdSchema }),
    body: RestoreChangeSchema,
    response: ChangeEntrySchema,
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'historyEntry' }] },
    live: { entity: 'questions', entityOf: (entry) => (entry.kind === 'satDescription' ? 'sat' : 'questions') },
  }),
};
