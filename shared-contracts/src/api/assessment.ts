import { z } from 'zod';
import { QUESTION_CATEGORIES } from '../domain/constants';
import { defineEndpoint } from '../http/endpoint';
import { PAGE_READ_PATHS } from '../routes/pageReads';
import { DateTimeSchema, IdSchema, OkSchema } from './common';

// The assessment itself (assessment spec sections 3, 4 and 7): the National Quality Standard as
// categories, its questions with a centre's answers, custom goals and strengths, and progress.

export const QualityAreaIdSchema = z.coerce
  .number({ message: 'must be a quality area from 1 to 7' })
  .int('must be a quality area from 1 to 7')
  .min(1, 'must be a quality area from 1 to 7')
  .max(7, 'must be a quality area from 1 to 7');

export const QuestionCategorySchema = z.enum(QUESTION_CATEGORIES, {
  message: `must be one of ${QUESTION_CATEGORIES.join(', ')}`,
});

/** 0 unanswered, 1 Yes, 2 No, 3 Not applicable. */
export const QuestionStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
  message: 'must be 0 (unanswered), 1 (Yes), 2 (No) or 3 (Not applicable)',
});

/** A custom item's kind: 1 a strength (its tab 'Strength'), 2 a goal (its tab 'Goal'). */
export const CustomQuestionStatusSchema = z.union([z.literal(1), z.literal(2)], {
  message: 'must be 1 (Strength) or 2 (Goal)',
});

/** The text a user types into notes, goals and strategies. */
const longText = (max: number) => z.string().max(max, `Must be at most ${max} characters.`);

export const NqsVersionSchema = z.object({
  id: IdSchema,
  name: z.string(),
  effectiveFrom: z.string(),
  current: z.boolean(),
});
export type NqsVersion = z.infer<typeof NqsVersionSchema>;

/**
 * One part of the National Quality Standard: a quality area ('1', named 'NQA1'), a standard
 * ('1.1', a 'level') or an element ('1.1.1', a 'sub-level').
 */
export const CategorySchema = z.object({
  id: IdSchema,
  kind: z.enum(['area', 'standard', 'element']),
  label: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  parent: IdSchema.nullable(),
  areaId: z.number().int().min(1).max(7),
  /**
   * The version that first defined it, whose prefix its id carries: 'nqs2018' for the NQS of 2026
   * too, a revision that keeps 2018's categories (title as the version in force names it).
   */
  nqsVersion: IdSchema,
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoriesSchema = z.object({
  version: NqsVersionSchema,
  categories: z.array(CategorySchema),
});

/** One quality area in the NQA list: its number, names and size. */
export const NqaSummarySchema = z.object({
  id: z.number().int().min(1).max(7),
  categoryId: IdSchema,
  name: z.string(),
  title: z.string(),
  standards: z.number().int(),
  elements: z.number().int(),
  questions: z.number().int(),
});
export type NqaSummary = z.infer<typeof NqaSummarySchema>;

export const NqaListSchema = z.object({ version: NqsVersionSchema, areas: z.array(NqaSummarySchema) });
export type NqaList = z.infer<typeof NqaListSchema>;

const ProgressCountSchema = z.object({
  /** Percent done, 0 to 100 (see computeProgress). */
  completed: z.number().min(0).max(100),
  answered: z.number().int(),
  questions: z.number().int(),
});

export const SubLevelProgressSchema = ProgressCountSchema.extend({
  id: IdSchema,
  label: z.string(),
  name: z.string(),
  description: z.string().nullable(),
});
export type SubLevelProgress = z.infer<typeof SubLevelProgressSchema>;

export const LevelProgressSchema = ProgressCountSchema.extend({
  id: IdSchema,
  label: z.string(),
  name: z.string(),
  title: z.string(),
  /** A line about the level for its info row. */
  info: z.string(),
  subLevels: z.array(SubLevelProgressSchema),
});
export type LevelProgress = z.infer<typeof LevelProgressSchema>;

/** The progress tree of one quality area for one centre. */
export const AreaProgressTreeSchema = ProgressCountSchema.extend({
  id: z.number().int().min(1).max(7),
  categoryId: IdSchema,
  label: z.string(),
  name: z.string(),
  title: z.string(),
  centerId: IdSchema,
  levels: z.array(LevelProgressSchema),
});
export type AreaProgressTree = z.infer<typeof AreaProgressTreeSchema>;

/** A question (standard or custom) with the centre's answer to it. */
export const QuestionSchema = z.object({
  id: IdSchema,
  type: QuestionCategorySchema,
  /** The element label, e.g. '1.3.1'. */
  label: z.string(),
  /** The element's category id. */
  categoryId: IdSchema,
  areaId: z.number().int().min(1).max(7),
  title: z.string(),
  description: z.string(),
  yesDescription: z.string().nullable(),
  noDescription: z.string().nullable(),
  archive: z.union([z.literal(0), z.literal(1)]),
  isCustom: z.boolean(),
  /** The centre of a custom question; null for the question bank's. */
  centerId: IdSchema.nullable(),
  /** The author of a custom question. */
  userId: IdSchema.nullable(),
  authorName: z.string().nullable(),
  /** The id of the centre's answer record, once there is one. */
  cqrId: IdSchema.nullable(),
  status: QuestionStatusSchema,
  notes: z.string().nullable(),
  evidenceNote: z.string().nullable(),
  /** How many evidence items are linked to the answer (the card's evidence indicator). */
  evidenceCount: z.number().int().min(0),
  goalStrategy: z.string().nullable(),
  selfAssessment: z.string().nullable(),
  answeredAt: DateTimeSchema.nullable(),
  createdAt: DateTimeSchema,
  /** The answer's version (0 before it is first saved): sent back with a text saved from it. */
  version: z.number().int().min(0),
});
export type Question = z.infer<typeof QuestionSchema>;

export const QuestionListQuerySchema = z.object({
  center_id: IdSchema,
  /** An area, standard or element: the questions of every element under it. */
  category_id: IdSchema.optional(),
  type: QuestionCategorySchema.optional(),
});

export const CreateCustomQuestionSchema = z.object({
  /** Always 'custom' (the spec's payload). */
  title: z.literal('custom', { message: "must be 'custom'" }).default('custom'),
  type: QuestionCategorySchema,
  center_id: IdSchema,
  /** The author: the caller (another user's id is refused). */
  user_id: IdSchema.optional(),
  description: z.string().trim().min(1, 'This field is required.').max(2000, 'Must be at most 2000 characters.'),
  /** The element the goal or strength belongs to. */
  category_id: IdSchema,
  label: z.string().optional(),
  /** Goal (2, the default) or Strength (1). */
  status: CustomQuestionStatusSchema.default(2),
  archive: z.literal(0).optional(),
});

export const UpdateCustomQuestionSchema = z.object({
  title: z.literal('custom', { message: "must be 'custom'" }).optional(),
  type: QuestionCategorySchema.optional(),
  center_id: IdSchema,
  user_id: IdSchema.optional(),
  description: z
    .string()
    .trim()
    .min(1, 'This field is required.')
    .max(2000, 'Must be at most 2000 characters.')
    .optional(),
  category_id: IdSchema.optional(),
  label: z.string().optional(),
  archive: z.union([z.literal(0), z.literal(1)]).optional(),
  /** Sent only when the tab changed (spec: saves the status only when it differs). */
  status: CustomQuestionStatusSchema.optional(),
  qId: IdSchema.optional(),
  name: z.string().optional(),
});

export const ComplySchema = z
  .object({
    center_id: IdSchema,
    question_id: IdSchema,
    result: QuestionStatusSchema.optional(),
    notes: longText(5000).nullable().optional(),
    evidence_note: longText(5000).nullable().optional(),
    goalStrategy: longText(5000).nullable().optional(),
    self_assessment: longText(5000).nullable().optional(),
    /** 1 adds the question to the SAT (answered Yes only, at most 5 per element), 0 removes it. */
    sat: z.union([z.literal(0), z.literal(1)], { message: 'must be 0 or 1' }).optional(),
    /**
     * The answer's version the texts were edited from: when someone saved it since, nothing is
     * written and the API answers 409 with what they saved (SaveConflictSchema). Optional, so
     * older clients keep working (their saves are never refused); the portal always sends it.
     */
    version: z.number().int().min(0).optional(),
  })
  .refine(
    (body) =>
      [body.result, body.notes, body.evidence_note, body.goalStrategy, body.self_assessment, body.sat].some(
        (value) => value !== undefined,
      ),
    { message: 'Send at least one of result, notes, evidence_note, goalStrategy, self_assessment or sat.' },
  );

export type ComplyInput = z.input<typeof ComplySchema>;
export type CreateCustomQuestionInput = z.input<typeof CreateCustomQuestionSchema>;
export type UpdateCustomQuestionInput = z.input<typeof UpdateCustomQuestionSchema>;

export const QuestionAuthorSchema = z.object({ id: IdSchema, name: z.string() });

export const assessmentEndpoints = {
  categories: defineEndpoint({
    method: 'GET',
    path: '/api/categories',
    access: 'user',
    summary: 'Every category of the current National Quality Standard: areas, standards and elements',
    tags: ['assessment'],
    response: CategoriesSchema,
    tenancy: { none: 'the National Quality Standard: reference data every service reads' },
  }),
  /** The spec's 'progress tree for a centre': one quality area with its levels and sub-levels. */
  categoryProgress: defineEndpoint({
    method: 'GET',
    path: PAGE_READ_PATHS.areaProgress,
    access: 'user',
    summary:
      'The progress tree of one quality area (id 1 to 7) for a centre: its standards and elements, each with the percent completed',
    tags: ['assessment'],
    params: z.object({ id: QualityAreaIdSchema }),
    query: z.object({ center_id: IdSchema }),
    response: AreaProgressTreeSchema,
    tenancy: { owned: [{ in: 'query', field: 'center_id', kind: 'center' }] },
  }),
  nqaList: defineEndpoint({
    method: 'GET',
    path: PAGE_READ_PATHS.nqaList,
    access: 'user',
    summary: 'The seven quality areas of the current National Quality Standard',
    tags: ['assessment'],
    response: NqaListSchema,
    tenancy: { none: 'the National Quality Standard: reference data every service reads' },
  }),
  questions: defineEndpoint({
    method: 'GET',
    path: PAGE_READ_PATHS.questions,
    access: 'user',
    summary: "Questions with a centre's answers, for an area, standard or element and a category",
    tags: ['assessment'],
    query: QuestionListQuerySchema,
    response: z.array(QuestionSchema),
    tenancy: {
      owned: [{ in: 'query', field: 'center_id', kind: 'center' }],
      shared: [{ in: 'query', field: 'category_id', kind: 'nqsElement' }],
    },
  }),
  createCustom: defineEndpoint({
    method: 'POST',
    path: '/api/questions',
    access: 'user',
    summary: 'Adds a custom goal (status 2) or strength (status 1) to an element for a centre',
    tags: ['assessment'],
    live: { entity: 'questions', summary: (question) => question.label },
    body: CreateCustomQuestionSchema,
    response: QuestionSchema,
    successStatus: 201,
    tenancy: {
      owned: [
        { in: 'body', field: 'center_id', kind: 'center' },
        { in: 'body', field: 'user_id', kind: 'self' },
      ],
      shared: [{ in: 'body', field: 'category_id', kind: 'nqsElement' }],
    },
  }),
  updateCustom: defineEndpoint({
    method: 'PUT',
    path: '/api/question/:id',
    access: 'user',
    summary: 'Edits a custom goal or strength: its text, its kind (status) or archive',
    tags: ['assessment'],
    live: { entity: 'questions', summary: (question) => question.label },
    params: z.object({ id: IdSchema }),
    body: UpdateCustomQuestionSchema,
    response: QuestionSchema,
    tenancy: {
      owned: [
        { in: 'params', field: 'id', kind: 'customQuestion' },
        { in: 'body', field: 'center_id', kind: 'center' },
        { in: 'body', field: 'user_id', kind: 'self' },
      ],
      shared: [{ in: 'body', field: 'category_id', kind: 'nqsElement' }],
      ignored: [{ in: 'body', field: 'qId', why: "the spec's copy of the path's id; the path's is the one used" }],
    },
  }),
  removeCustom: defineEndpoint({
    method: 'DELETE',
    path: '/api/questions/:id/:id2',
    access: 'user',
    summary: 'Removes a custom question (id) of an element (id2, its category id) with its answer and tasks',
    tags: ['assessment'],
    live: { entity: 'questions' },
    params: z.object({ id: IdSchema, id2: IdSchema }),
    response: OkSchema,
    tenancy: {
      owned: [{ in: 'params', field: 'id', kind: 'customQuestion' }],
      shared: [{ in: 'params', field: 'id2', kind: 'nqsElement' }],
    },
  }),
  question: defineEndpoint({
    method: 'GET',
    path: '/api/question/0',
    access: 'user',
    summary: "One question by id (query id), with a centre's answer when center_id is given",
    tags: ['assessment'],
    query: z.object({ id: IdSchema, center_id: IdSchema.optional() }),
    response: QuestionSchema,
    tenancy: {
      owned: [
        { in: 'query', field: 'id', kind: 'customQuestion' },
        { in: 'query', field: 'center_id', kind: 'center' },
      ],
    },
  }),
  author: defineEndpoint({
    method: 'GET',
    path: '/api/question/author/:id',
    access: 'user',
    summary: 'The author of a custom question',
    tags: ['assessment'],
    params: z.object({ id: IdSchema }),
    response: QuestionAuthorSchema,
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'customQuestion' }] },
  }),
  comply: defineEndpoint({
    method: 'POST',
    path: '/api/question/comply',
    access: 'user',
    summary: "Saves a centre's answer to a question, its notes, goal strategy or self-assessment text",
    tags: ['assessment'],
    live: { entity: 'questions', summary: (question) => question.label },
    body: ComplySchema,
    response: QuestionSchema,
    tenancy: {
      owned: [
        { in: 'body', field: 'center_id', kind: 'center' },
        { in: 'body', field: 'question_id', kind: 'customQuestion' },
      ],
    },
    // The schema asks for at least one answer field.
    example: { body: { result: 1 } },
  }),
};
