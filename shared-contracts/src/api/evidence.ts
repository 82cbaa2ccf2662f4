import { z } from 'zod';
import {
  EVIDENCE_COMMENT_MAX,
  EVIDENCE_LABEL_MAX,
  EVIDENCE_MESSAGES,
  EVIDENCE_TITLES,
  EVIDENCE_URL_MAX,
  isWebAddress,
} from '../domain/evidence';
import { defineEndpoint } from '../http/endpoint';
import { AttachmentSchema } from './attachments';
import {
  DateTimeSchema,
  hasNoNul,
  IdSchema,
  LooseBooleanSchema,
  NO_NUL_MESSAGE,
  OkSchema,
  requiredText,
} from './common';
import { FileDataUrlSchema } from './files';

// Evidence of a Yes answer (assessment spec: 'Evidence modal', the Evidence document, section 7's
// /api/question/evidence calls). Beyond the spec, every item belongs to its service's evidence
// library and is linked to any number of questions (their answer records, 'cqr').

export const EvidenceTitleSchema = z.enum(EVIDENCE_TITLES, { message: 'must be evidence, link or comment' });

const memorableName = requiredText(EVIDENCE_LABEL_MAX).refine(hasNoNul, NO_NUL_MESSAGE);

/** POST /api/question/evidence (spec: title, label, cqr_id, base64_image or name, user_id). */
export const EvidenceCreateSchema = z
  .object({
    title: EvidenceTitleSchema,
    /** The memorable name. */
    label: memorableName,
    /** The answer record of the question the evidence is for. */
    cqr_id: IdSchema,
    /** An upload's (first) file as a data URL; more files go to POST /api/attachments (entity evidence). */
    base64_image: FileDataUrlSchema.optional(),
    /** The uploaded file's name on the user's computer. */
    file_name: z.string().trim().max(255).refine(hasNoNul, NO_NUL_MESSAGE).optional(),
    /** A link's web address or a comment's HTML. */
    name: z.string().max(EVIDENCE_COMMENT_MAX, `Must be at most ${EVIDENCE_COMMENT_MAX} characters.`).optional(),
    /** The author: always the caller (kept for the spec's payload). */
    user_id: IdSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.title === 'evidence' && body.base64_image === undefined) {
      context.addIssue({ code: 'custom', path: ['base64_image'], message: EVIDENCE_MESSAGES.invalidSelection });
    }
    if (body.title !== 'evidence' && body.base64_image !== undefined) {
      context.addIssue({ code: 'custom', path: ['base64_image'], message: EVIDENCE_MESSAGES.noFiles });
    }
    const name = body.name?.trim() ?? '';
    if (body.title !== 'evidence' && name === '') {
      context.addIssue({ code: 'custom', path: ['name'], message: 'This field is required.' });
    } else if (body.title === 'link' && (name.length > EVIDENCE_URL_MAX || !isWebAddress(name))) {
      context.addIssue({ code: 'custom', path: ['name'], message: EVIDENCE_MESSAGES.notAWebAddress });
    }
  });
export type EvidenceCreateInput = z.input<typeof EvidenceCreateSchema>;

/** POST /api/question/evidence/{id}: a new memorable name, or (administrators) a comment's new text. */
export const EvidenceUpdateSchema = z
  .object({
    label: memorableName.optional(),
    /** A comment evidence's new HTML (spec: only administrators edit comments). */
    comment: z
      .string()
      .trim()
      .min(1, 'This field is required.')
      .max(EVIDENCE_COMMENT_MAX, `Must be at most ${EVIDENCE_COMMENT_MAX} characters.`)
      .optional(),
    /** Kept for the spec's payload: the editor is the caller, the service the evidence's own. */
    user_id: IdSchema.optional(),
    center_id: IdSchema.optional(),
  })
  .refine((body) => body.label !== undefined || body.comment !== undefined, {
    message: 'Send label or comment.',
    path: ['label'],
  });
export type EvidenceUpdateInput = z.input<typeof EvidenceUpdateSchema>;

/** A question an evidence item is linked to. */
export const EvidenceUseSchema = z.object({
  cqrId: IdSchema,
  questionId: IdSchema,
  /** The element label, e.g. '1.3.1'. */
  label: z.string(),
  title: z.string(),
  areaId: z.number().int().min(1).max(7),
});
export type EvidenceUse = z.infer<typeof EvidenceUseSchema>;

/** The Evidence document entity (spec section 3), with where in the library it is used. */
export const EvidenceDocumentSchema = z.object({
  id: IdSchema,
  centerId: IdSchema,
  title: EvidenceTitleSchema,
  /** The memorable name. */
  label: z.string(),
  /** The file name, the web address or the comment's (sanitised) HTML. */
  name: z.string(),
  /** An upload's files (spec: 'list of file data'), each downloaded from its `url`. */
  url: z.array(AttachmentSchema),
  uploadDate: DateTimeSchema,
  userName: z.string(),
  userId: IdSchema.nullable(),
  /** The answer record it was listed for; null in the library. */
  cqrId: IdSchema.nullable(),
  /** Every question it is linked to. */
  usedOn: z.array(EvidenceUseSchema),
});
export type EvidenceDocument = z.infer<typeof EvidenceDocumentSchema>;

const EvidenceParamsSchema = z.object({ id: IdSchema });

export const evidenceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/question/evidence',
    access: 'user',
    summary: "The evidence linked to a question's answer record, newest first",
    tags: ['evidence'],
    query: z.object({ cqr_id: IdSchema }),
    response: z.array(EvidenceDocumentSchema),
    tenancy: { owned: [{ in: 'query', field: 'cqr_id', kind: 'questionResult' }] },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/question/evidence',
    access: 'user',
    summary:
      'Add evidence to a question: an upload (title evidence, its first file in base64_image), a link or a comment (name)',
    tags: ['evidence'],
    live: { entity: 'evidence' },
    body: EvidenceCreateSchema,
    bodyLimit: 'upload',
    response: EvidenceDocumentSchema,
    successStatus: 201,
    tenancy: {
      owned: [{ in: 'body', field: 'cqr_id', kind: 'questionResult' }],
      ignored: [{ in: 'body', field: 'user_id', why: 'the author is always the caller' }],
    },
    // A comment, so the gates' evidence can also have its text changed (administrators only).
    example: { body: { title: 'comment', label: 'Morning meeting', name: '<p>We talked about the garden.</p>' } },
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/question/evidence/:id',
    access: 'user',
    summary: "Rename an evidence item, or (administrators) change a comment's text",
    tags: ['evidence'],
    live: { entity: 'evidence' },
    params: EvidenceParamsSchema,
    body: EvidenceUpdateSchema,
    response: EvidenceDocumentSchema,
    tenancy: {
      owned: [{ in: 'params', field: 'id', kind: 'evidence' }],
      adminOnlyFields: ['comment'],
      ignored: [
        { in: 'body', field: 'user_id', why: 'the editor is always the caller' },
        { in: 'body', field: 'center_id', why: "the evidence's own service is checked" },
      ],
    },
    example: { body: { label: 'Renamed evidence', comment: '<p>We planted the garden.</p>' } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/question/evidence/:id',
    access: 'user',
    summary:
      'Delete an evidence item everywhere with its files (administrators); one used on several questions needs confirm=true (409 otherwise)',
    tags: ['evidence'],
    live: { entity: 'evidence' },
    params: EvidenceParamsSchema,
    query: z.object({ confirm: LooseBooleanSchema.optional() }),
    response: OkSchema,
    tenancy: { owned: [{ in: 'params', field: 'id', kind: 'evidence' }], role: 'admin' },
  }),
  link: defineEndpoint({
    method: 'POST',
    path: '/api/question/evidence/:id/questions',
    access: 'user',
    summary: "Link a library evidence item to another question's answer record (again: no change)",
    tags: ['evidence'],
    live: { entity: 'evidence' },
    params: EvidenceParamsSchema,
    body: z.object({ cqr_id: IdSchema }),
    response: EvidenceDocumentSchema,
    tenancy: {
      owned: [
        { in: 'params', field: 'id', kind: 'evidence' },
        { in: 'body', field: 'cqr_id', kind: 'questionResult' },
      ],
    },
  }),
  unlink: defineEndpoint({
    method: 'DELETE',
    path: '/api/question/evidence/:id/questions/:cqr_id',
    access: 'user',
    summary: 'Take an evidence item off a question; it stays in the library',
    tags: ['evidence'],
    live: { entity: 'evidence' },
    params: z.object({ id: IdSchema, cqr_id: IdSchema }),
    response: OkSchema,
    tenancy: {
      owned: [
        { in: 'params', field: 'id', kind: 'evidence' },
        { in: 'params', field: 'cqr_id', kind: 'questionResult' },
      ],
    },
  }),
  library: defineEndpoint({
    method: 'GET',
    path: '/api/evidence',
    access: 'user',
    summary: "A service's evidence library, newest first, optionally searched by name, file name, address or text",
    tags: ['evidence'],
    query: z.object({
      center_id: IdSchema,
      search: z.string().trim().max(200).refine(hasNoNul, NO_NUL_MESSAGE).optional(),
    }),
    response: z.array(EvidenceDocumentSchema),
    tenancy: { owned: [{ in: 'query', field: 'center_id', kind: 'center' }] },
  }),
};
