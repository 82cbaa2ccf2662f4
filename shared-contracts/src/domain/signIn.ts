/** The portal's own browser client: public, so it sends no secret. */
export const PORTAL_CLIENT_ID = 'qip-portal';

/** Why the token endpoint refuses a sign-in, in the words the login page shows. */
export const SIGN_IN_MESSAGES = {
  wrongCredentials: 'The email or password is incorrect. Please check them and try again.',
  /** A SUPER_ADMIN of the management hub: refused by the token endpoint and on every signed-in call. */
  hubAccount: 'This account is for the management hub and cannot sign in to the QIP Portal.',
} as const;

/** Where the token endpoint is: the login page calls it without the API client (plain.ts). */
export const TOKEN_PATH = '/oauth/token';
