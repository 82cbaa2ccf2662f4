import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { portalTargetOf } from '../routes/launchLink';
import { DateTimeSchema, IdSchema, LooseBooleanSchema } from './common';

const TargetSchema = z
  .string()
  .trim()
  .refine((value) => portalTargetOf(value) !== null, 'must be an address of the portal, such as /qip/tasks');

/** Who the link signs in, where it leads, and whether the session is view-only. */
export const LaunchLinkRequestSchema = z.object({
  user_id: IdSchema,
  /** The service to open; the user's usual choice when not given. */
  center_id: IdSchema.optional(),
  /** A view-only session under /viewer-{userId} (always so for a link to someone else). */
  viewer: LooseBooleanSchema.optional().default(false),
  target: TargetSchema.optional(),
  /** 'encrypted' carries tokenHash, auth and authHash instead of the plain fields. */
  variant: z.enum(['plain', 'encrypted']).optional().default('plain'),
});
export type LaunchLinkRequest = z.input<typeof LaunchLinkRequestSchema>;

export const LaunchLinkSchema = z.object({
  url: z.string(),
  expires_at: DateTimeSchema,
  counter: z.number().int().positive(),
  viewer: z.boolean(),
});
export type LaunchLink = z.infer<typeof LaunchLinkSchema>;

const part = (max: number) => z.string().trim().min(1, 'is required').max(max);

/** What the launch screen read from its address: one of the two variants. */
export const LaunchSessionRequestSchema = z
  .object({
    userId: part(64).optional(),
    centerId: part(64).optional(),
    stripeId: part(255).optional(),
    accessToken: part(512).optional(),
    counter: part(20).optional(),
    tokenHash: part(512).optional(),
    auth: part(8192).optional(),
    authHash: part(512).optional(),
  })
  .superRefine((body, context) => {
    const encrypted = body.tokenHash !== undefined || body.auth !== undefined || body.authHash !== undefined;
    const required = encrypted
      ? (['tokenHash', 'auth', 'authHash'] as const)
      : (['userId', 'accessToken', 'counter'] as const);
    for (const name of required) {
      if (body[name] === undefined) context.addIssue({ code: 'custom', path: [name], message: 'is required' });
    }
  });
export type LaunchSessionRequest = z.input<typeof LaunchSessionRequestSchema>;

/** The portal session the link opens (stored by the shell as its session). */
export const LaunchSessionSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int().positive(),
  userId: IdSchema,
  centerId: IdSchema.nullable(),
  stripeId: z.string().nullable(),
  viewer: z.boolean(),
  /** Where the link leads; the portal's root when it names nowhere. */
  target: z.string().nullable(),
});
export type LaunchSession = z.infer<typeof LaunchSessionSchema>;

export const launchEndpoints = {
  /**
   * Mints a launch link that expires and works once. Callers: an administrator (bearer token;
   * only for users of their services, view-only for anyone but themselves) or the hub with its
   * client credentials (HTTP Basic `qip-hub:{HUB_CLIENT_SECRET}`).
   */
  createLink: defineEndpoint({
    method: 'POST',
    path: '/api/launch-links',
    access: 'public',
    summary: 'Mint a hub launch link (administrator bearer token, or the hub client with HTTP Basic)',
    tags: ['launch'],
    live: { none: 'a sign-in link' },
    body: LaunchLinkRequestSchema,
    response: LaunchLinkSchema,
    successStatus: 201,
    // The hub may mint for anyone; an administrator's bearer token only for their own users.
    tenancy: {
      owned: [
        { in: 'body', field: 'user_id', kind: 'user' },
        { in: 'body', field: 'center_id', kind: 'center' },
      ],
      role: 'admin',
    },
  }),
  /** Turns a launch link's address into a portal session, once. */
  openSession: defineEndpoint({
    method: 'POST',
    path: '/api/launch/session',
    access: 'public',
    summary: "Open the session a launch link carries (the launch screen's call)",
    tags: ['launch'],
    live: { none: 'a sign-in' },
    body: LaunchSessionRequestSchema,
    response: LaunchSessionSchema,
    tenancy: { none: "the link's one-time code is the credential; the ids it carries must match it" },
  }),
};
