import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { PAGE_READ_PATHS } from '../routes/pageReads';
import { QualityAreaIdSchema } from './assessment';
import { DateTimeSchema, IdSchema } from './common';

// Laws and regulations per quality area, and a centre's record of compliance with them
// (assessment spec sections 3, 4 and 7).

/** 1 compliant, 2 non-compliant, 3 not applicable. */
export const LawResultValueSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  message: 'must be 1 (compliant), 2 (non-compliant) or 3 (not applicable)',
});
export type LawResultValue = z.infer<typeof LawResultValueSchema>;

/** A section of the National Law or a National Regulation that underpins an area. */
export const LawRegulationSchema = z.object({
  id: IdSchema,
  /** The reference: 'Regulation 74', 'Section 51(1)(b)'. */
  law_regulation: z.string(),
  nqa: z.number().int().min(1).max(7),
  /** The elements it underpins, comma-separated ('1.1.1, 1.1.2'); empty for the whole area. */
  nqs: z.string(),
  /** Its short title. */
  description: z.string(),
});
export type LawRegulation = z.infer<typeof LawRegulationSchema>;

export const LawRegulationResultSchema = LawRegulationSchema.extend({
  hasResult: z.boolean(),
  result: LawResultValueSchema.nullable(),
  resultId: IdSchema.nullable(),
});
export type LawRegulationResult = z.infer<typeof LawRegulationResultSchema>;

/** A centre's compliance record for one area: each law's result, a note and the ratio. */
export const LawComplianceSchema = z.object({
  /** The result record's id; null until something is saved. */
  id: IdSchema.nullable(),
  center_id: IdSchema,
  nqa: z.number().int().min(1).max(7),
  note: z.string(),
  /** The share of the area's laws with a result, 0 to 1. */
  ratio: z.number().min(0).max(1),
  /** 1 once every law has a result. */
  compliance: z.union([z.literal(0), z.literal(1)]),
  counts: z.object({
    compliant: z.number().int(),
    nonCompliant: z.number().int(),
    notApplicable: z.number().int(),
    unanswered: z.number().int(),
    total: z.number().int(),
  }),
  updatedAt: DateTimeSchema.nullable(),
  laws: z.array(LawRegulationResultSchema),
});
export type LawCompliance = z.infer<typeof LawComplianceSchema>;

const LarResultSchema = z
  .array(z.object({ lar_id: IdSchema, result: LawResultValueSchema }))
  .max(500, 'Too many results.');

const NoteSchema = z.string().max(5000, 'Must be at most 5000 characters.');

export const lawsRegulationsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/laws-regulations-get/:nqa',
    access: 'user',
    summary: 'The laws and regulations that underpin one quality area',
    tags: ['laws and regulations'],
    params: z.object({ nqa: QualityAreaIdSchema }),
    response: z.array(LawRegulationSchema),
    tenancy: { none: 'the laws of a quality area: reference data every service reads' },
  }),
  results: defineEndpoint({
    method: 'GET',
    path: PAGE_READ_PATHS.areaLaws,
    access: 'user',
    summary: "A centre's compliance with the laws and regulations of one area",
    tags: ['laws and regulations'],
    params: z.object({ center: IdSchema, nqa: QualityAreaIdSchema }),
    response: LawComplianceSchema,
    tenancy: { owned: [{ in: 'params', field: 'center', kind: 'center' }] },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/laws-regulations',
    access: 'user',
    summary:
      "Records a centre's compliance for an area (updates the record when one exists, so nothing is ever saved twice)",
    tags: ['laws and regulations'],
    live: { entity: 'laws', summary: (compliance) => `quality area ${compliance.nqa}` },
    body: z.object({
      center_id: IdSchema,
      nqa_id: QualityAreaIdSchema,
      lar_result: LarResultSchema,
      note: NoteSchema.optional(),
    }),
    response: LawComplianceSchema,
    successStatus: 201,
    tenancy: { owned: [{ in: 'body', field: 'center_id', kind: 'center' }] },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/laws-regulations-result-update/:id',
    access: 'user',
    summary: 'Updates a compliance record: the results given and the note',
    tags: ['laws and regulations'],
    live: { entity: 'laws', summary: (compliance) => `quality area ${compliance.nqa}` },
    params: z.object({ id: IdSchema }),
    body: z.object({ lar_result: LarResultSchema.optional(), note: NoteSchema.optional() }),
    response: LawComplianceSchema,
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'lawCompliance' }] },
  }),
};
