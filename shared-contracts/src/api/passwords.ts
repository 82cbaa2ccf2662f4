import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../domain/constants';
import { VALIDATION_MESSAGES } from '../domain/validation';
import { defineEndpoint } from '../http/endpoint';
import { IdSchema, OkSchema } from './common';

// Forgotten passwords, invitations and the in-app password change (accounts-billing spec section 7:
// POST /api/notifications/reset/request and /reset/confirm).

export const ResetRequestBodySchema = z.object({
  email: z.string().trim().min(1, VALIDATION_MESSAGES.emailMissing).max(320),
});

/**
 * A new password, with either the token of a reset or invitation link (signed out), or the
 * caller's own `user_id` (the in-app change, signed in: only for yourself).
 */
export const ResetConfirmBodySchema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.passwordTooShortReset)
      .max(1024, 'Must be at most 1024 characters.'),
    token: z.string().trim().min(1, VALIDATION_MESSAGES.required).max(200).optional(),
    user_id: IdSchema.optional(),
  })
  .refine((body) => (body.token === undefined) !== (body.user_id === undefined), {
    path: ['token'],
    message: 'Send either the token of your link or your user_id.',
  });
export type ResetConfirmBody = z.input<typeof ResetConfirmBodySchema>;

export const passwordEndpoints = {
  /** The same answer whether or not the email has an account; a link is mailed when it has. */
  resetRequest: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/reset/request',
    access: 'public',
    summary: 'Mail a password reset link (the same answer for any email)',
    tags: ['passwords'],
    live: { none: 'a password reset' },
    body: ResetRequestBodySchema,
    response: OkSchema,
    tenancy: { none: 'a signed-out visitor names an email; the answer never says whether it has an account' },
    rateLimit: 'sendsMail',
  }),
  resetConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/notifications/reset/confirm',
    access: 'public',
    summary: "Set a new password: with a reset or invitation link's token, or signed in for yourself",
    tags: ['passwords'],
    live: { none: 'a password reset' },
    body: ResetConfirmBodySchema,
    response: OkSchema,
    tenancy: { owned: [{ in: 'body', field: 'user_id', kind: 'self' }] },
    example: { body: { password: 'a-new-password-2026' } },
    rateLimit: 'login',
  }),
};
