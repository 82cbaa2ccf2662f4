import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { SUPPORT_REQUEST_TYPES } from '../domain/constants';
import { cleanOneLine, cleanPlainText, SUPPORT_LIMITS } from '../domain/support';
import { VALIDATION_MESSAGES } from '../domain/validation';
import { IdSchema, requiredText } from './common';

/**
 * A support request from the help page (/qip/help): one of the spec's five types, a subject and
 * a plain-text message (the API keeps its paragraphs and removes control characters), about the
 * selected service.
 */
export const SupportRequestSchema = z.object({
  center_id: IdSchema,
  type: z.enum(SUPPORT_REQUEST_TYPES, { error: VALIDATION_MESSAGES.required }),
  subject: z.string().transform(cleanOneLine).pipe(requiredText(SUPPORT_LIMITS.subject)),
  message: z.string().transform(cleanPlainText).pipe(requiredText(SUPPORT_LIMITS.message)),
});
export type SupportRequest = z.input<typeof SupportRequestSchema>;
/** The help page's form: the request without the service, which the page adds. */
export const SupportRequestFormSchema = SupportRequestSchema.omit({ center_id: true });
export type SupportRequestPayload = z.output<typeof SupportRequestSchema>;

/** The stored request's readable reference ('QIP-000123'), quoted in both mails. */
export const SupportRequestReceiptSchema = z.object({ reference: z.string() });
export type SupportRequestReceipt = z.infer<typeof SupportRequestReceiptSchema>;

export const supportEndpoints = {
  /** Stored, mailed to the operator's support address with a copy to the requester. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/support-requests',
    access: 'user',
    summary: 'Send a support request to the operator',
    tags: ['support'],
    live: { none: 'a request mailed to support' },
    body: SupportRequestSchema,
    response: SupportRequestReceiptSchema,
    successStatus: 201,
    tenancy: { owned: [{ in: 'body', field: 'center_id', kind: 'center' }] },
    rateLimit: 'sendsMail',
  }),
};
