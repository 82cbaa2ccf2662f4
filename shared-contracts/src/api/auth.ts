import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { LooseBooleanSchema } from './common';
import { TOKEN_PATH } from '../domain/signIn';

export const TokenRequestSchema = z.object({
  grant_type: z.literal('password', { error: 'grant_type must be "password".' }),
  username: z.string().trim().min(1, 'Please provide an email address.').max(320),
  password: z.string().min(1, 'This field is required.').max(1024),
  client_id: z.string().trim().min(1, 'This field is required.').max(100),
  /** Confidential clients (the hub) send their secret; the portal's public client does not. */
  client_secret: z.string().max(1024).optional(),
  remember_me: LooseBooleanSchema.optional(),
});
export type TokenRequest = z.input<typeof TokenRequestSchema>;

export const TokenResponseSchema = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string(),
  /** Seconds until the token expires. */
  expires_in: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** OAuth-style error answer of the token endpoint (RFC 6749 section 5.2), plus our message. */
export const OAuthErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.enum(['invalid_request', 'invalid_client', 'invalid_grant', 'unsupported_grant_type']),
  error_description: z.string(),
  message: z.string(),
});

export const authEndpoints = {
  token: defineEndpoint({
    method: 'POST',
    path: TOKEN_PATH,
    access: 'public',
    summary: 'Sign in with the OAuth password grant',
    tags: ['auth'],
    live: { none: 'a sign-in' },
    body: TokenRequestSchema,
    response: TokenResponseSchema,
    acceptsForm: true,
    tenancy: { none: 'signs in with an email and password' },
    rateLimit: 'login',
  }),
};

/** What the access token carries besides its standard claims (sub, exp, iat). */
export interface AccessTokenClaims {
  sub: string;
  client_id: string;
  /** A viewer session (the hub's 'view as' link): read-only. */
  viewer?: boolean;
  /** The user's session version when it was issued: a password change since ends it (absent: 0). */
  sv?: number;
  /** This session's id: the one session a password change made in the app keeps. */
  sid?: string;
  exp: number;
  iat: number;
}
