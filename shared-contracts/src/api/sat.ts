import { z } from 'zod';
import { SAT } from '../domain/constants';
import { SAT_MESSAGES } from '../domain/sat';
import { defineEndpoint } from '../http/endpoint';
import { PAGE_READ_PATHS } from '../routes/pageReads';
import { QuestionCategorySchema } from './assessment';
import { DateTimeSchema, IdSchema, OkSchema } from './common';

// The self-assessment (SAT): the strengths a centre chose, up to 5 per element, each with its
// description (assessment spec sections 3, 4, 5 and 7). A question joins the SAT through
// POST /api/question/comply with `sat: 1` (or by saving its description here) and leaves it
// with `sat: 0`, by being answered anything but Yes, or through the delete call here.

/** The SAT description the drawer and the SAT page write: at most 500 characters. */
export const SatDescriptionSchema = z.string().max(SAT.descriptionLimit, SAT_MESSAGES.descriptionTooLong);

/** One strength in a centre's SAT (spec: SAT entry). */
export const SatEntrySchema = z.object({
  /** The SAT entry's id (the id of its SAT data). */
  id: IdSchema,
  question_id: IdSchema,
  center_id: IdSchema,
  /** The element's category id and the quality area (1 to 7). */
  element_id: IdSchema,
  area_id: z.number().int().min(1).max(7),
  /** The element label, e.g. '1.1.1'. */
  label: z.string(),
  /** The question's title ('custom' for a custom strength, whose text is its description). */
  title: z.string(),
  /** The question's own text. */
  description: z.string(),
  /** The question's category tab (where 'Go to strength' opens the area page). */
  type: QuestionCategorySchema,
  isCustom: z.boolean(),
  /** The saved SAT description ('' until one is saved). */
  sat_description: z.string(),
  /** A description was saved (create when false, else update). */
  hasData: z.boolean(),
  /** The saved description has text (removing asks for confirmation first). */
  hasDataDescription: z.boolean(),
  satData: z.object({ id: IdSchema, sat_description: z.string() }).nullable(),
  dataDescription: z.string(),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
  /** The description's version: sent back with a description saved from it (409 when it moved on). */
  version: z.number().int().min(0),
});
export type SatEntry = z.infer<typeof SatEntrySchema>;

/** Create SAT data (spec payload): label and description are the question's, kept for the spec. */
export const CreateSatDataSchema = z.object({
  centerId: IdSchema,
  questionId: IdSchema,
  label: z.string().max(20).optional(),
  description: z.string().max(5000).optional(),
  satDescription: SatDescriptionSchema,
  /** The version edited from, as for an update: a first description someone saved meanwhile is not overwritten (409). */
  version: z.number().int().min(0).optional(),
});
export type CreateSatDataInput = z.input<typeof CreateSatDataSchema>;

export const UpdateSatDataSchema = z.object({
  label: z.string().max(20).optional(),
  description: z.string().max(5000).optional(),
  satDescription: SatDescriptionSchema,
  /** The version edited from (optional for older clients): 409 with the saved text when it moved on. */
  version: z.number().int().min(0).optional(),
});
export type UpdateSatDataInput = z.input<typeof UpdateSatDataSchema>;

export const satEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: PAGE_READ_PATHS.satList,
    access: 'user',
    summary: 'The SAT of a centre (id): its chosen strengths, by area and element, with their descriptions',
    tags: ['sat'],
    params: z.object({ id: IdSchema }),
    response: z.array(SatEntrySchema),
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'center' }] },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/sat-data/:id',
    access: 'user',
    summary: 'One strength of a SAT, by its SAT entry id',
    tags: ['sat'],
    params: z.object({ id: IdSchema }),
    response: SatEntrySchema,
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'satEntry' }] },
  }),
  create: defineEndpoint({
    method: 'PUT',
    path: '/api/sat-data',
    access: 'user',
    summary:
      "Saves a question's SAT description, adding the question to the SAT first when it is not in it (answered Yes only; at most 5 per element)",
    tags: ['sat'],
    live: { entity: 'sat', summary: (entry) => entry.label },
    body: CreateSatDataSchema,
    response: SatEntrySchema,
    tenancy: {
      owned: [
        { in: 'body', field: 'centerId', kind: 'center' },
        { in: 'body', field: 'questionId', kind: 'strength' },
      ],
    },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/sat-data-update/:id',
    access: 'user',
    summary: 'Updates the SAT description of a strength (id: its SAT entry)',
    tags: ['sat'],
    live: { entity: 'sat', summary: (entry) => entry.label },
    params: z.object({ id: IdSchema }),
    body: UpdateSatDataSchema,
    response: SatEntrySchema,
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'satEntry' }] },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/sat-data-delete/:id',
    access: 'user',
    summary: 'Removes a strength from the SAT with its description (id: its SAT entry)',
    tags: ['sat'],
    live: { entity: 'sat' },
    params: z.object({ id: IdSchema }),
    response: OkSchema,
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'satEntry' }] },
  }),
};
