import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { SERVICE_TYPE_LABELS } from '../domain/constants';
import { isValidEmail, VALIDATION_MESSAGES } from '../domain/validation';
import { IdSchema, OkSchema, requiredText } from './common';

/**
 * 'Add a new service' request (both specs: service request payload). Everything but the
 * comments is required; the service type is one of the four labels.
 */
export const ServiceRequestSchema = z.object({
  center_id: IdSchema,
  user_id: IdSchema,
  fname: requiredText(100),
  lname: requiredText(100),
  email: requiredText(320).refine(isValidEmail, VALIDATION_MESSAGES.email),
  current_service_name: requiredText(),
  current_service_approval_number: requiredText(100),
  new_service_name: requiredText(),
  new_service_approval_number: requiredText(100),
  new_service_type: z.enum(SERVICE_TYPE_LABELS, { error: VALIDATION_MESSAGES.required }),
  comments: z.string().trim().max(5000, 'Must be at most 5000 characters.').optional().default(''),
});
export type ServiceRequest = z.input<typeof ServiceRequestSchema>;
/** A request as the API receives it: trimmed, comments '' when none. */
export type ServiceRequestPayload = z.output<typeof ServiceRequestSchema>;

export const notificationEndpoints = {
  /** Stored, and mailed to the operator, who gets in touch about adding the service. */
  serviceRequest: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/service/request',
    access: 'user',
    summary: 'Ask the operator to add a new service to the subscription',
    tags: ['notifications'],
    live: { none: 'a request mailed to the operator' },
    body: ServiceRequestSchema,
    response: OkSchema,
    successStatus: 201,
    tenancy: {
      owned: [
        { in: 'body', field: 'center_id', kind: 'center' },
        { in: 'body', field: 'user_id', kind: 'self' },
      ],
    },
    example: { body: { email: 'director@example.com' } },
    rateLimit: 'sendsMail',
  }),
};
