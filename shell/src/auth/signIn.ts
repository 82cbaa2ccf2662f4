// What signing in sends and how a refusal reads. The portal signs in two ways with these same
// rules: the login page's first script calls the token endpoint itself (requestToken.ts, before
// the API client has loaded); a signed-in portal's session calls it through the API client.
import { PORTAL_CLIENT_ID, rateLimitedMessage } from '@qip/shared-contracts/plain';

export interface Credentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** 'refused': the API refused the sign-in (a wrong email or password, or a hub account). */
export type LoginFailureReason = 'refused' | 'too-many-attempts' | 'unreachable';

/** A sign-in that failed, and why: the API's own words when it gave some. */
export class LoginError extends Error {
  constructor(
    readonly reason: LoginFailureReason,
    readonly detail: string | null = null,
  ) {
    super(reason);
    this.name = 'LoginError';
  }
}

/** The token endpoint's body (TokenRequestSchema) for the portal's own public client. */
export function tokenRequestBody({ email, password, rememberMe }: Credentials) {
  return {
    grant_type: 'password' as const,
    username: email,
    password,
    client_id: PORTAL_CLIENT_ID,
    remember_me: rememberMe ? (1 as const) : (0 as const),
  };
}

/** What the token endpoint answered when it refused: its status, its message, its Retry-After. */
export interface TokenRefusal {
  status: number | null;
  message: string | null;
  retryAfterSeconds: number | null;
}

/** Why the token endpoint refused: its message says which account problem or how long to wait. */
export function loginErrorOf({ status, message, retryAfterSeconds }: TokenRefusal): LoginError {
  if (status === 429) {
    const wait = retryAfterSeconds;
    return new LoginError('too-many-attempts', message ?? (wait === null ? null : rateLimitedMessage('login', wait)));
  }
  // The API refuses a hub account (SUPER_ADMIN) with 401 too, with the words the page shows.
  if (status === 401) return new LoginError('refused', message);
  // A form the API could not read (400) is still a sign-in with the wrong details.
  if (status === 400) return new LoginError('refused');
  return new LoginError('unreachable');
}
