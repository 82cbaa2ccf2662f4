import { endpoints, type ApiClient } from '@qip/shared-contracts';

/** Mails a reset link when the email has an account (the answer is the same either way). */
export function requestReset(api: ApiClient, email: string) {
  return api.call(endpoints.passwords.resetRequest, { body: { email } });
}

/** Sets the new password through a reset or invitation link. */
export function confirmReset(api: ApiClient, token: string, password: string) {
  return api.call(endpoints.passwords.resetConfirm, { body: { token, password } });
}
