const FROM_SIGNUP_KEY = 'qip.payment.from-signup';

/** The paid sign-up sends its new administrator to payment: the first sign-up (spec section 4). */
export function markFromSignup(): void {
  window.sessionStorage.setItem(FROM_SIGNUP_KEY, '1');
}

export function isFromSignup(): boolean {
  return window.sessionStorage.getItem(FROM_SIGNUP_KEY) === '1';
}

/** Paid: the sign-up is complete, so later visits to payment are not a first sign-up. */
export function clearFromSignup(): void {
  window.sessionStorage.removeItem(FROM_SIGNUP_KEY);
}
