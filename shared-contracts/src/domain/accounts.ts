// Registration and the sign-up form (accounts-billing spec sections 3, 7 and 8): its wording,
// its empty values and the registration payload it makes. The form's rules are its schema
// (SignupFormSchema in api/accounts.ts), loaded with the form.
import type { RegisterBody, SignupFormOutput, SignupFormValues } from '../api/accounts';
import type { PriceId } from './billing';

export const ACCOUNT_MESSAGES = {
  /** The spec's wording for an email that already has an account (section 8). */
  emailRegistered: 'Error: This Email is already registered. Please choose another one.',
} as const;

/** A sign-up form nobody has typed in yet. */
export const EMPTY_SIGNUP_FORM: SignupFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  phoneNumber: '',
  password: '',
  serviceName: '',
  serviceApprovalNumber: '',
  serviceCategory: '',
  preferredDate: '',
  preferredTime: '',
};

/** The registration payload of a filled-in sign-up form; `price` for a paid sign-up. */
export function registerBodyOf(form: SignupFormOutput, price?: PriceId): RegisterBody {
  return {
    name: [form.firstName, form.lastName].filter(Boolean).join(' '),
    email: form.email,
    password: form.password,
    user_type: 'ADMIN',
    center_user_type: 'admin',
    telnum: form.phoneNumber,
    service_name: form.serviceName,
    service_app_num: form.serviceApprovalNumber || '#',
    service_cat: form.serviceCategory,
    preferred_date: form.preferredDate,
    preferred_time: form.preferredTime,
    ...(price ? { price } : {}),
  };
}
